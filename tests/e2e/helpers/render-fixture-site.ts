import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageContext, Theme } from '@docsgen/build';
import * as esbuild from 'esbuild';

/** What {@link renderFixtureSite} wrote. */
export interface FixtureSite {
  /** Output folder. */
  dir: string;
  /** gzipped size of the theme script in bytes. */
  scriptGzipBytes: number;
}

/**
 * Renders contexts with `theme` into `dir` the way the build lays a site out (`<url>/index.html`,
 * `<url>.md`, `404.html`, `assets/theme.css` and the theme script bundled and minified as the build
 * does), so the browser suite runs on real theme output before `docsgen build` exists.
 */
export async function renderFixtureSite(
  theme: Theme,
  contexts: PageContext[],
  notFound: Parameters<Theme['renderNotFound']>[0],
  dir: string,
): Promise<FixtureSite> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  let scriptGzipBytes = 0;
  for (const asset of await theme.assets()) {
    if (asset.entry) {
      const result = await esbuild.build({
        entryPoints: [asset.entry],
        bundle: true,
        minify: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        write: false,
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]!.text;
      scriptGzipBytes = gzipSync(code).length;
      await writeFile(path.join(dir, 'assets', asset.name), code);
    } else if (asset.contents !== undefined) {
      // Font files sit in a folder of their own (assets/fonts/…).
      await mkdir(path.dirname(path.join(dir, 'assets', asset.name)), { recursive: true });
      await writeFile(path.join(dir, 'assets', asset.name), asset.contents);
    }
  }
  await writeFile(
    path.join(dir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#16a34a"/></svg>',
  );
  for (const ctx of contexts) {
    const pageDir = path.join(dir, ctx.page.url);
    await mkdir(pageDir, { recursive: true });
    await writeFile(path.join(pageDir, 'index.html'), theme.render(ctx));
    await writeFile(`${pageDir}.md`, `# ${ctx.page.title}\n\nMarkdown copy of ${ctx.page.url}.\n`);
  }
  await writeFile(path.join(dir, '404.html'), theme.renderNotFound(notFound));
  return { dir, scriptGzipBytes };
}
