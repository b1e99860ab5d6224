import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpecProblem, SpecValidations } from '@docsgen/openapi';
import { writeCacheFile } from './cache-file.ts';
import { contentHash } from './content-hash.ts';

/**
 * Spec validation verdicts kept in the cache folder (`openapi/<hash>.json`), one file per bundled
 * document; `salt` (docsgen's version) goes into every name, so a new validator starts afresh.
 * Unreadable or malformed entries count as unknown; a failed write only costs the next build the
 * shortcut.
 */
export function createSpecValidationStore(dir: string, salt: string): SpecValidations {
  const pathOf = (key: string) => join(dir, 'openapi', `${contentHash(salt, key)}.json`);
  return {
    async get(key) {
      try {
        const problems = JSON.parse(await readFile(pathOf(key), 'utf8')) as unknown;
        return Array.isArray(problems) && problems.every(isProblem) ? problems : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, problems) {
      await writeCacheFile(pathOf(key), JSON.stringify(problems));
    },
  };
}

function isProblem(value: unknown): value is SpecProblem {
  const p = value as SpecProblem | null;
  return typeof p === 'object' && p !== null && typeof p.pointer === 'string' && typeof p.message === 'string';
}
