import { readFile } from 'node:fs/promises';
import { featureAssets } from '@docsgen/components';
import type { Diagnostic } from '@docsgen/diagnostics';
import { hashedName } from '@docsgen/diagnostics/content-hash';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { PageIsland } from '@docsgen/mdx';
// From its module: the openapi package's index loads the spec loader and validator (ajv, yaml).
import { openApiFeatureAssets } from '@docsgen/openapi/feature-assets';
import { bundleClientScript } from './bundle-client-script.ts';
import type { IslandWriter } from './island-assets.ts';
import { minifyCss } from './minify-css.ts';
import type { Theme } from './theme-api.ts';
import type { OutputSink } from './types.ts';

/** Hrefs of stylesheets and scripts. */
export interface AssetHrefs {
  /** Stylesheet hrefs (base applied). */
  css: string[];
  /** Script hrefs (base applied). */
  js: string[];
  /** The theme's font files every page preloads (base applied); default none. */
  fonts?: string[];
}

/**
 * Writes the theme's assets, the site's Tailwind stylesheet and the docs root's custom CSS/JS under
 * `assets/` with content-hashed names (theme first, so user CSS wins) and returns their hrefs.
 */
export async function writeSharedAssets(input: {
  theme: Theme;
  root: string;
  customCss: string[];
  customJs: string[];
  /** The site's Tailwind stylesheet (tailwind-css.ts), after the theme's and before custom CSS; default none. */
  tailwindCss?: string;
  base: string;
  sink: OutputSink;
  /** Where a custom file that leads out of the repository is reported; default nowhere. */
  diagnostics?: Diagnostic[];
  /** False when docs.json `fonts` replaces the body font: the theme's fonts are not preloaded; default true. */
  preloadFonts?: boolean;
}): Promise<AssetHrefs> {
  const out: AssetHrefs = { css: [], js: [] };
  const put = async (name: string, contents: string | Uint8Array) => {
    const path = `assets/${hashedName(name, contents)}`;
    await input.sink.write(path, contents);
    (name.endsWith('.css') ? out.css : out.js).push(input.base + path);
  };
  for (const asset of await input.theme.assets()) {
    if (asset.keepName && asset.contents !== undefined) {
      await input.sink.write(`assets/${asset.name}`, asset.contents);
      if (asset.preload && input.preloadFonts !== false) {
        out.fonts = [...(out.fonts ?? []), `${input.base}assets/${asset.name}`];
      }
      continue;
    }
    // The theme's stylesheets are minified; the docs root's custom CSS below is copied as written.
    if (asset.contents !== undefined && asset.name.endsWith('.css'))
      await put(asset.name, await minifyCss(Buffer.from(asset.contents).toString('utf8')));
    else if (asset.contents !== undefined) await put(asset.name, asset.contents);
    else if (asset.entry !== undefined)
      out.js.push(input.base + (await writeClientScript(input.sink, asset.name, asset.entry)));
  }
  if (input.tailwindCss !== undefined) await put('tailwind.css', input.tailwindCss);
  // Through the one read gate: a stylesheet or script that leads out of the repository is skipped, with a warning.
  for (const [files, what] of [
    [input.customCss, 'Custom stylesheet'],
    [input.customJs, 'Custom script'],
  ] as const) {
    for (const file of files) {
      const bytes = await readRepositoryFile(input.root, file, {
        outside: input.diagnostics && { what, diagnostics: input.diagnostics },
        missing: (code) => {
          throw Object.assign(new Error(`${what} ${file} could not be read (${code})`), { code });
        },
      });
      if (bytes) await put(`custom/${file.replace(/\//g, '-')}`, bytes);
    }
  }
  return out;
}

/**
 * Writes page features' assets (mermaid, katex…) the first time a page needs each; returns the
 * hrefs of a page's features, in the features' sorted order (a page's island bundle's problems go
 * to `report`).
 */
export function createFeatureAssetWriter(
  sink: OutputSink,
  base: string,
  /** The page's islands (interactive user components) get their browser script from this writer; default none. */
  islandWriter?: IslandWriter,
  /**
   * docs.json `styling.latex`: `true` loads KaTeX's stylesheet on every page, `false` on none;
   * default (undefined) on the pages with math, as detected at compile time.
   */
  latex?: boolean,
): (
  features: Iterable<string>,
  islands: PageIsland[] | undefined,
  report: (d: Diagnostic) => void,
) => Promise<AssetHrefs> {
  const done = new Map<string, Promise<AssetHrefs>>();
  const one = (feature: string): Promise<AssetHrefs> => {
    let p = done.get(feature);
    if (!p) {
      p = (async () => {
        const out: AssetHrefs = { css: [], js: [] };
        // Endpoint pages declare `api` (stylesheet) and `tryit` (script), which the openapi package ships.
        const assets = featureAssets(feature) ?? openApiFeatureAssets(feature);
        if (!assets) return out;
        for (const file of assets.files) await sink.write(file.to, await readFile(file.from));
        for (const css of assets.css) out.css.push(base + css);
        for (const entry of assets.scripts) {
          const name = `${feature}-${entry.replace(/^.*[/\\]/, '').replace(/\.[^.]+$/, '')}.js`;
          out.js.push(base + (await writeClientScript(sink, name, entry)));
        }
        return out;
      })();
      done.set(feature, p);
    }
    return p;
  };
  return async (features, islands, report) => {
    const out: AssetHrefs = { css: [], js: [] };
    const wanted = new Set(features);
    if (latex === true) wanted.add('katex');
    if (latex === false) wanted.delete('katex');
    for (const feature of [...wanted].sort()) {
      const hrefs = await one(feature);
      out.css.push(...hrefs.css);
      out.js.push(...hrefs.js);
    }
    if (islandWriter) out.js.push(...(await islandWriter(islands, report)));
    return out;
  };
}

/** Bundles a client script, writes it as `assets/<name hashed>` with its lazy chunks beside it; its path. */
async function writeClientScript(sink: OutputSink, name: string, entry: string): Promise<string> {
  const script = await bundleClientScript(entry);
  for (const chunk of script.chunks) await sink.write(`assets/${chunk.name}`, chunk.contents);
  const path = `assets/${hashedName(name, script.code)}`;
  await sink.write(path, script.code);
  return path;
}
