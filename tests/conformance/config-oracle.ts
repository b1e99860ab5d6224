import { readFile } from 'node:fs/promises';
import path from 'node:path';
// Test-only oracles: Mintlify's own validator (Elastic-2.0), never imported from shipped code.
import { resolveRefs, validateDocsConfig } from '@mintlify/validation';

/** What Mintlify's validator says about a docs folder's docs.json, after `$ref`s are resolved. */
export interface MintlifyVerdict {
  /** `validateDocsConfig` accepted the resolved config. */
  accepted: boolean;
  /** The issues it gave when it refused (path: message), for the failure message. */
  issues: string[];
}

/** Runs `resolveRefs` then `validateDocsConfig` on `<dir>/docs.json`, as Mintlify's build does. */
export async function mintlifyVerdict(dir: string): Promise<MintlifyVerdict> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(dir, 'docs.json'), 'utf8'));
  } catch (e) {
    return { accepted: false, issues: [`docs.json: ${(e as Error).message}`] };
  }
  let resolved: unknown;
  try {
    ({ resolved } = await resolveRefs(raw, (rel) => readFile(path.join(dir, rel), 'utf8')));
  } catch (e) {
    return { accepted: false, issues: [`$ref: ${(e as Error).message}`] };
  }
  const result = validateDocsConfig(resolved) as {
    success: boolean;
    error?: { issues: { path: (string | number)[]; message: string }[] };
  };
  if (result.success) return { accepted: true, issues: [] };
  return {
    accepted: false,
    issues: (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}
