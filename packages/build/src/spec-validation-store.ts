import { join } from 'node:path';
import { readCacheEntry, writeCacheEntry } from '@docsgen/diagnostics/cache-entry';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import type { SpecProblem, SpecValidations } from '@docsgen/openapi';

/** Verdicts kept in the cache folder, and which entry files a build read or wrote (see sweepCache). */
export type SpecValidationStore = SpecValidations & { used(): ReadonlySet<string> };

/**
 * Spec validation verdicts kept in the cache folder (`openapi/<hash>.json`), one file per bundled
 * document; `salt` (docsgen's version) goes into every name, so a new validator starts afresh.
 * Unreadable or malformed entries count as unknown; a failed write only costs the next build the
 * shortcut.
 */
export function createSpecValidationStore(dir: string, salt: string): SpecValidationStore {
  const pathOf = (key: string) => join(dir, 'openapi', `${contentHash(salt, key)}.json`);
  const used = new Set<string>();
  return {
    async get(key) {
      const path = pathOf(key);
      try {
        const entry = readCacheEntry(path);
        if (!entry) return undefined;
        const problems = JSON.parse(entry.toString('utf8')) as unknown;
        used.add(path);
        return Array.isArray(problems) && problems.every(isProblem) ? problems : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, problems) {
      const path = pathOf(key);
      used.add(path);
      writeCacheEntry(path, JSON.stringify(problems));
    },
    used: () => used,
  };
}

function isProblem(value: unknown): value is SpecProblem {
  const p = value as SpecProblem | null;
  return typeof p === 'object' && p !== null && typeof p.pointer === 'string' && typeof p.message === 'string';
}
