import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations
import { checkLayers, configReadOf, importsOf } from '../scripts/check-layers.mjs';

const repo = path.join(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'fixtures', 'check-layers');

describe('the layer check (scripts/check-layers.mjs)', () => {
  it('finds one problem per broken rule in the fixture, and none in its clean files', () => {
    const problems: string[] = checkLayers(fixture);
    expect(problems.sort()).toEqual(
      [
        // upward, static import
        'packages/components/src/index.ts: components must not import @docsgen/mdx (@docsgen/mdx): it is not above it on the ladder',
        // upward, dynamic import()
        'packages/config/src/index.ts: config must not import @docsgen/build (import(@docsgen/build)): it is not above it on the ladder',
        // a relative path out of the package
        "packages/components/src/index.ts: ../../config/src/source-location.ts reaches outside @docsgen/components; import the package's entry point",
        // into another package's src/
        "packages/mdx/src/index.ts: @docsgen/config/src/source-location.ts reaches into @docsgen/config's src/; import a named entry point of its exports",
        // a subpath the exports do not name
        'packages/mdx/src/index.ts: @docsgen/config/locations is not an entry point of @docsgen/config (its package.json exports)',
        // a theme imported by a package that is not the CLI (a side-effect import)
        'packages/build/src/index.ts: only the CLI imports a theme (@docsgen/theme-fancy)',
        // a theme reading the build
        'themes/fancy/src/index.ts: a theme imports only diagnostics, html, theme-api, components, search and themes, not @docsgen/build',
        // the engine reading a docs.json key itself
        'packages/build/src/read-config.ts: build reads no docs.json key (.config); read it through @docsgen/site (siteSettings)',
        // a package the ladder does not place
        'packages/stray: package @docsgen/stray is not on the ladder (scripts/check-layers.mjs LADDER)',
      ].sort(),
    );
  });

  it('reads every form of import and nothing in comments or strings', () => {
    const specifiers = importsOf(
      [
        "import a from 'a';",
        "import type {\n  B,\n  C,\n} from 'b';",
        "export * from 'c';",
        "export { d } from 'd';",
        "import 'e';",
        "const f = () => import('f');",
        "// import g from 'g';",
        "/* import h from 'h'; */",
        "const url = 'https://x.example/import/i';",
      ].join('\n'),
    ).map((i: { specifier: string }) => i.specifier);
    expect(specifiers.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('finds a docs.json read in every form, and none in comments or look-alike names', () => {
    expect(configReadOf("import type { DocsConfig } from '@docsgen/config';")).toBe('DocsConfig');
    expect(configReadOf('const t = run.site.config.theme;')).toBe('.config');
    expect(configReadOf('const t = snapshot?.config;')).toBe('.config');
    expect(configReadOf("const t = site['config'];")).toBe("['config']");
    expect(configReadOf('// site.config.theme\n/* DocsConfig */ const f = site.configFiles;')).toBeUndefined();
    expect(configReadOf("const skip = new Set(['tsconfig.json']);")).toBeUndefined();
  });

  it('passes on the repository', () => {
    expect(checkLayers(repo)).toEqual([]);
  });
});
