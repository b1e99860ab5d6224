import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { raw } from '../../packages/dev-server/test/helpers.ts';
import { makeDevSite } from '../../packages/dev-server/test/site-fixture.ts';
import { readTree } from '../build-helpers.ts';
import { build, describeAll, MINIMAL_CONFIG, siteWithConfig, warnings } from './helpers.ts';

// Issue 28, class 4: every read of repository content goes through one gate (readInside,
// @docsgen/diagnostics/read-inside), in build and in dev, at start and after each change. A file
// that is, or becomes, a symbolic link out of the repository is skipped with a located warning and
// never published or served.

const SECRET = 'TOP-SECRET-OUTSIDE';

/** Every output file's text, joined. */
async function outputText(root: string): Promise<string> {
  return [...(await readTree(join(root, 'dist'))).values()].map((b) => b.toString('utf8')).join('\n');
}

/** A site whose files named in `links` are symbolic links to a secret file outside the docs root. */
async function siteWithOutsideLinks(links: string[], extra: Record<string, string> = {}, config = {}) {
  const root = await siteWithConfig({ ...MINIMAL_CONFIG, ...config }, extra);
  const secret = join(dirname(root), 'secret.txt');
  await writeFile(secret, `---\nname: leaked\ndescription: ${SECRET}\n---\n${SECRET}\n`);
  for (const link of links) {
    await mkdir(dirname(join(root, link)), { recursive: true });
    await symlink(secret, join(root, link));
  }
  return { root, secret };
}

describe('class 4: the read gate in build', () => {
  it('a root skill.md linked outside the repository is skipped with a located warning, never published', async () => {
    const { root } = await siteWithOutsideLinks(['skill.md']);
    const result = await build(root);
    expect(result.ok, describeAll(result.diagnostics)).toBe(true);
    const warned = warnings(result.diagnostics).filter((d) => d.code === 'build/file-outside-root');
    expect(warned.map((d) => d.file)).toEqual(['skill.md']);
    expect(await outputText(root)).not.toContain(SECRET);
  });

  it('a .mintlify/skills/<name>/SKILL.md linked outside is skipped, the other skills published', async () => {
    const { root } = await siteWithOutsideLinks(['.mintlify/skills/leak/SKILL.md'], {
      '.mintlify/skills/kept/SKILL.md': '---\nname: kept\ndescription: Kept skill\n---\nKEPT-SKILL\n',
    });
    const result = await build(root);
    expect(result.ok, describeAll(result.diagnostics)).toBe(true);
    expect(
      warnings(result.diagnostics)
        .filter((d) => d.code === 'build/file-outside-root')
        .map((d) => d.file),
    ).toEqual(['.mintlify/skills/leak/SKILL.md']);
    const text = await outputText(root);
    expect(text).toContain('KEPT-SKILL');
    expect(text).not.toContain(SECRET);
  });

  it('llms.txt, custom CSS and JS, a logo and a font linked outside never reach the output', async () => {
    const { root } = await siteWithOutsideLinks(
      ['llms.txt', 'llms-full.txt', 'style.css', 'script.js', 'logo/dark.svg', 'fonts/brand.woff2', 'robots.txt'],
      {},
      {
        logo: { light: '/logo/dark.svg', dark: '/logo/dark.svg' },
        fonts: { family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2' },
      },
    );
    const result = await build(root);
    expect(result.ok, describeAll(result.diagnostics)).toBe(true);
    expect(await outputText(root)).not.toContain(SECRET);
  });

  it('a static file swapped for an outside link between the scan and its copy is skipped with a warning', async () => {
    const { root, secret } = await siteWithOutsideLinks([], { 'images/logo.png': 'PNG', 'images/kept.png': 'KEPT' });
    let swapped = false;
    const result = await build(root, {
      onProgress: () => {
        if (swapped) return;
        swapped = true;
        // The root's files are listed before pages compile; static files are copied last.
        rmSync(join(root, 'images/logo.png'));
        symlinkSync(secret, join(root, 'images/logo.png'));
      },
    });
    expect(swapped).toBe(true);
    expect(result.ok, describeAll(result.diagnostics)).toBe(true);
    expect(
      warnings(result.diagnostics)
        .filter((d) => d.code === 'build/file-outside-root')
        .map((d) => d.file),
    ).toEqual(['images/logo.png']);
    expect(await readdir(join(root, 'dist/images'))).toEqual(['kept.png']);
    expect(await outputText(root)).not.toContain(SECRET);
  });
});

describe('class 4: the read gate in docsgen dev', () => {
  let server: DevServer | undefined;
  let root: string | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('a served static file replaced by an outside link is no longer served; one linked at start never is', async () => {
    root = makeDevSite();
    const outside = `${root}-secret.svg`;
    writeFileSync(outside, `<svg>${SECRET}</svg>\n`);
    mkdirSync(join(root, 'media'));
    symlinkSync(outside, join(root, 'media/at-start.svg'));
    server = await startDevServer({ root, port: 0, themeFor, log: () => undefined });
    const { port } = server;
    expect((await raw(port, '/images/logo.svg')).status).toBe(200);
    const atStart = await raw(port, '/media/at-start.svg');
    expect(atStart.body).not.toContain(SECRET);
    expect(atStart.status).toBe(404);

    const rev = server.revision();
    // An editor's atomic save, here of a link: the served file becomes a symbolic link out of the root.
    symlinkSync(outside, join(root, 'images/.logo.svg.tmp'));
    renameSync(join(root, 'images/.logo.svg.tmp'), join(root, 'images/logo.svg'));
    await server.waitForRevision(rev + 1);
    await server.idle();
    const after = await raw(port, '/images/logo.svg');
    expect(after.body).not.toContain(SECRET);
    expect(after.status).toBe(404);

    // A page replaced the same way: its text is never compiled into what is served.
    const outsidePage = `${root}-secret.mdx`;
    writeFileSync(outsidePage, `---\ntitle: Leak\n---\n\n${SECRET}\n`);
    const rev2 = server.revision();
    symlinkSync(outsidePage, join(root, 'guides/.other.mdx.tmp'));
    renameSync(join(root, 'guides/.other.mdx.tmp'), join(root, 'guides/other.mdx'));
    await server.waitForRevision(rev2 + 1);
    await server.idle();
    expect((await raw(port, '/guides/other')).body).not.toContain(SECRET);
    expect((await raw(port, '/guides/other.md')).body).not.toContain(SECRET);
    rmSync(outside);
    rmSync(outsidePage);
  }, 120_000);
});
