// A one-page edit (patch build) runs in the build's thread with the page compiled in a worker: the
// code it loads there must not include the MDX compiler, Shiki or the OpenAPI validator. Importing
// one small function from a package's main entry once pulled 1.9 MB of such code into it (its
// parse cost was most of what a one-page edit had become slower by); the packages' narrow entry
// points (`@docsgen/mdx/parse-frontmatter`, `@docsgen/navigation/breadcrumbs`…) keep it out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../packages/cli/dist/', import.meta.url));

/** The bundled files `entry` loads by static imports, itself included. */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'";]*?from\s*)?["']\.\/([^"']+)["']/g)) visit(m[1]!);
  };
  visit(entry);
  return [...seen];
}

/** The npm packages whose code a bundled file holds, from its source map. */
function packagesIn(file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return sources.flatMap((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s)?.[1] ?? []);
}

describe('the patch build in the build thread', () => {
  it('loads no compiler, highlighter or spec validator', () => {
    const entry = readdirSync(dist).find((f) => /^patch-build-[A-Z0-9]+\.mjs$/.test(f));
    expect(entry, 'npm run build makes packages/cli/dist').toBeDefined();
    const loaded = new Set(staticGraph(entry!).flatMap(packagesIn));
    // Sanity: the walk sees the bundled npm code (Preact renders the theme in this thread).
    expect(loaded.has('preact')).toBe(true);
    for (const heavy of [
      '@mdx-js/mdx',
      'acorn',
      'shiki',
      'ajv',
      '@apidevtools/swagger-parser',
      'mdast-util-to-markdown',
    ])
      expect(loaded.has(heavy), heavy).toBe(false);
  });
});
