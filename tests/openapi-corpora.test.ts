import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  closestOperations,
  endpointSlugs,
  findOperation,
  findSpec,
  loadOpenApiIndex,
  operationKey,
  parseEndpointRef,
  type SpecSource,
} from '@docsgen/openapi';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const corporaDir = path.resolve(repoRoot, '../shared/corpora');
const present = existsSync(corporaDir);
if (!present) console.log(`openapi-corpora: skipped, ${corporaDir} is absent`);

/** The first `source` of an `openapi` value in any of its forms (string, array, `{source, directory}`). */
function firstSpec(value: unknown): { source: string; directory?: string } | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return { source: first };
  if (first && typeof first === 'object' && typeof (first as { source?: unknown }).source === 'string') {
    const { source, directory } = first as { source: string; directory?: unknown };
    return typeof directory === 'string' ? { source, directory } : { source };
  }
  return undefined;
}

interface Entry {
  jsonPath: string;
  entry: string;
  spec?: { source: string; directory?: string };
}

/** Every string page entry with the spec it inherits (nearest `openapi`, root `api.openapi` last). */
function endpointEntries(docs: Record<string, unknown>): { entries: Entry[]; specs: string[] } {
  const entries: Entry[] = [];
  const specs = new Set<string>();
  const api = docs.api as { openapi?: unknown } | undefined;
  const walk = (node: unknown, jsonPath: string, inherited: Entry['spec']): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        if (typeof child === 'string') {
          if (jsonPath.endsWith('.pages'))
            entries.push({ jsonPath: `${jsonPath}[${i}]`, entry: child, spec: inherited });
        } else walk(child, `${jsonPath}[${i}]`, inherited);
      });
    } else if (node && typeof node === 'object') {
      const own = firstSpec((node as { openapi?: unknown }).openapi);
      for (const value of [(node as { openapi?: unknown }).openapi].flat()) {
        const s = firstSpec(value);
        if (s) specs.add(s.source);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${jsonPath}.${key}`, own ?? inherited);
    }
  };
  const rootSpec = firstSpec(api?.openapi);
  for (const value of [api?.openapi].flat()) {
    const s = firstSpec(value);
    if (s) specs.add(s.source);
  }
  walk(docs.navigation, 'navigation', rootSpec);
  return { entries, specs: [...specs] };
}

/** Endpoint references with a spec in the frontmatter (`openapi: "<spec> METHOD /path"`) of the corpus' pages. */
function frontmatterRefs(dir: string): Array<{ file: string; ref: NonNullable<ReturnType<typeof parseEndpointRef>> }> {
  const refs: Array<{ file: string; ref: NonNullable<ReturnType<typeof parseEndpointRef>> }> = [];
  const visit = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) visit(p);
      else if (/\.mdx?$/.test(e.name)) {
        const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(p, 'utf8'))?.[1] ?? '';
        const value = /^openapi:\s*["']?(.+?)["']?\s*$/m.exec(fm)?.[1];
        const ref = value ? parseEndpointRef(value) : undefined;
        if (ref?.spec) refs.push({ file: path.relative(dir, p), ref });
      }
    }
  };
  visit(dir);
  return refs;
}

const corpora = present ? readdirSync(corporaDir).filter((n) => existsSync(path.join(corporaDir, n, 'docs.json'))) : [];

describe.skipIf(!present)('OpenAPI against the real corpora', () => {
  it.each(['dify-docs', 'ollama'])(
    '%s: every METHOD /path entry resolves to an operation and gets a slug',
    async (name) => {
      const root = path.join(corporaDir, name);
      const docs = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'));
      const { entries, specs } = endpointEntries(docs);
      const sources: SpecSource[] = specs.map((source) => ({ source, file: 'docs.json' }));
      const index = await loadOpenApiIndex({ root, sources });
      expect(index.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const endpoints = entries.flatMap((e) => {
        const ref = parseEndpointRef(e.entry);
        return ref ? [{ ...e, ref }] : [];
      });
      expect(endpoints.length).toBeGreaterThan(10);
      const failures: string[] = [];
      for (const { jsonPath, entry, ref, spec: inherited } of endpoints) {
        const specPath = ref.spec ?? inherited?.source;
        const spec = specPath ? findSpec(index, specPath) : undefined;
        if (!spec) {
          failures.push(`${jsonPath}: ${entry}: no spec (${specPath})`);
          continue;
        }
        const op = findOperation(spec, ref.method, ref.path);
        if (!op) {
          failures.push(`${jsonPath}: ${entry}: not found; closest ${closestOperations(spec, ref.method, ref.path)}`);
          continue;
        }
        const slug = endpointSlugs(spec, ref.spec ? undefined : inherited?.directory).get(operationKey(op));
        if (!slug || !/^[a-z0-9][a-z0-9/_-]*$/.test(slug)) failures.push(`${jsonPath}: ${entry}: bad slug ${slug}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(corpora)('%s: every spec file it references loads without error', async (name) => {
    const root = path.join(corporaDir, name);
    const docs = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'));
    const pages = frontmatterRefs(root);
    const named = [...new Set([...endpointEntries(docs).specs, ...pages.map((p) => p.ref.spec!)])].filter(
      (s) => !/^https?:/.test(s),
    );
    const index = await loadOpenApiIndex({ root, sources: named.map((source) => ({ source, file: 'docs.json' })) });
    expect(index.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    for (const source of named) expect(findSpec(index, source), source).toBeDefined();
    // Frontmatter `openapi: "<spec> METHOD /path"` resolves exactly when the spec file has that path
    // and method (checked on the raw file, independently of the loader). The translated mintlify-docs
    // specs really lack some operations their pages name: those pages build with a warning.
    const label = (m: (typeof pages)[number]) => `${m.file}: ${m.ref.spec} ${m.ref.method} ${m.ref.path}`;
    const unresolved = pages.filter(({ ref }) => {
      const spec = findSpec(index, ref.spec!);
      return !spec || !findOperation(spec, ref.method, ref.path);
    });
    const absent = pages.filter(({ ref }) => {
      const raw = JSON.parse(readFileSync(path.join(root, ref.spec!.replace(/^\//, '')), 'utf8'));
      return !raw.paths?.[ref.path]?.[ref.method.toLowerCase()];
    });
    expect(unresolved.map(label)).toEqual(absent.map(label));
    if (pages.length > 0) expect(pages.length - unresolved.length).toBeGreaterThan(0);
  });
});
