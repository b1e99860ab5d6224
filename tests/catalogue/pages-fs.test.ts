import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { loadSite } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { readTree } from '../build-helpers.ts';
import { build, describeAll, errors, MINIMAL_CONFIG, siteWithConfig, warnings } from './helpers.ts';

// Catalogue rows 19–30 (pages and file system): the real loader and build, on temp sites.

const withPages = (pages: unknown[], extra: Record<string, string | Uint8Array> = {}) =>
  siteWithConfig({ ...MINIMAL_CONFIG, navigation: { pages } }, extra);

function firstError(diagnostics: readonly Diagnostic[], code?: string): Diagnostic {
  const d = errors(diagnostics).find((x) => code === undefined || x.code === code);
  expect(d, `no error${code ? ` ${code}` : ''} in:\n${describeAll(diagnostics)}`).toBeDefined();
  return d as Diagnostic;
}

/** Output text of every file of a build, joined (to check secrets never reach it). */
async function outputText(root: string): Promise<string> {
  try {
    return [...(await readTree(join(root, 'dist'))).values()].map((b) => b.toString('utf8')).join('\n');
  } catch {
    return '';
  }
}

describe('catalogue: pages and file system (rows 19–30)', () => {
  it('row 19: a page path that does not exist → located warning with the nearest matches, the rest builds', async () => {
    // Issue 17: Mintlify's build warns and carries on; so does docsgen (the entry is left out).
    const root = await withPages(['index', 'guides/instal'], { 'guides/install.mdx': '# Install\n' });
    const d = (await loadSite(root)).diagnostics.find((x) => x.code === 'nav/missing-page');
    expect(d?.severity).toBe('warning');
    expect(d?.jsonPath).toBe('navigation.pages[1]');
    expect(d?.line).toBeGreaterThan(0);
    expect(`${d?.message} ${d?.hint ?? ''}`).toContain('guides/install');
    expect((await build(root)).ok).toBe(true);
  });

  it('row 20: a page, snippet or image path escaping the root with .. → error, and the outside file is never opened', async () => {
    const root = await withPages(['index', '../secret']);
    // A FIFO outside the root: opening it for reading would block the build until a writer
    // appears, so a build that returns at all never opened it.
    const fifo = join(dirname(root), 'secret.mdx');
    execFileSync('mkfifo', [fifo]);
    const result = await withFifoGuard(fifo, () => build(root));
    const d = firstError(result.diagnostics, 'nav/path-escapes-root');
    expect(d.jsonPath).toBe('navigation.pages[1]');
    expect(result.ok).toBe(false);
    // The same for a snippet import and an image that climb out of the root from a page.
    const viaPage = await withPages(['index'], {
      'index.mdx': '---\ntitle: Home\n---\n\nimport S from "../secret.mdx";\n\n<S />\n\n![x](../secret.mdx)\n',
    });
    const fifo2 = join(dirname(viaPage), 'secret.mdx');
    execFileSync('mkfifo', [fifo2]);
    const r3 = await withFifoGuard(fifo2, () => build(viaPage));
    expect(r3.ok).toBe(false);
    expect(firstError(r3.diagnostics).file).toBe('index.mdx');
    const deep = await withPages(['index', '../../../../../../etc/passwd']);
    const r2 = await build(deep);
    expect(r2.ok).toBe(false);
    expect(await outputText(deep)).not.toContain('root:x:');
  });

  it('row 21: absolute page paths (/etc/passwd, C:\\x) → nothing read; a drive or UNC path is an error', async () => {
    // Issue 17: a leading `/` is read as Mintlify reads it, from the docs root (`/etc/passwd` is the
    // page etc/passwd.mdx, missing: a warning); nothing outside the root is ever read.
    for (const page of ['/etc/passwd', 'C:\\x', '\\\\server\\share\\x']) {
      const root = await withPages(['index', page]);
      const result = await build(root);
      expect(result.ok, page).toBe(page === '/etc/passwd');
      const d = result.diagnostics.find((x) => x.jsonPath === 'navigation.pages[1]');
      expect(d?.severity, page).toBe(page === '/etc/passwd' ? 'warning' : 'error');
      expect(await outputText(root)).not.toContain('root:x:');
    }
  });

  it('row 22: a page, snippet or image symlinked outside the root → error; a symlink inside is fine', async () => {
    const root = await withPages(['index', 'inside', 'outside']);
    const outsideDir = dirname(root);
    await writeFile(join(outsideDir, 'secret.mdx'), '---\ntitle: Secret\n---\n\nTOP-SECRET-PAGE\n');
    await writeFile(join(outsideDir, 'secret-snippet.mdx'), 'TOP-SECRET-SNIPPET\n');
    await writeFile(join(outsideDir, 'secret.png'), 'TOP-SECRET-IMAGE');
    await symlink(join(root, 'index.mdx'), join(root, 'inside.mdx'));
    await symlink(join(outsideDir, 'secret.mdx'), join(root, 'outside.mdx'));
    const pageResult = await build(root);
    expect(pageResult.ok).toBe(false);
    // One error at the nav entry saying why (not "does not exist"), one warning on the link itself.
    const all = describeAll(pageResult.diagnostics);
    expect(
      errors(pageResult.diagnostics).map((x) => [x.code, x.jsonPath]),
      all,
    ).toEqual([['nav/page-not-readable', 'navigation.pages[2]']]);
    expect(firstError(pageResult.diagnostics).line).toBeGreaterThan(0);
    expect(
      warnings(pageResult.diagnostics)
        .filter((x) => x.file === 'outside.mdx')
        .map((x) => x.code),
      all,
    ).toEqual(['nav/symlink-outside-root']);
    expect(await outputText(root)).not.toContain('TOP-SECRET-PAGE');

    const snip = await withPages(['index'], {
      'index.mdx': '---\ntitle: Home\n---\n\nimport S from "/snippets/s.mdx";\n\n<S />\n\n![x](/images/x.png)\n',
    });
    await mkdir(join(snip, 'snippets'));
    await mkdir(join(snip, 'images'));
    await symlink(join(dirname(snip), 'secret-snippet.mdx'), join(snip, 'snippets/s.mdx'));
    await writeFile(join(dirname(snip), 'secret-snippet.mdx'), 'TOP-SECRET-SNIPPET\n');
    await writeFile(join(dirname(snip), 'secret.png'), 'TOP-SECRET-IMAGE');
    await symlink(join(dirname(snip), 'secret.png'), join(snip, 'images/x.png'));
    const snipResult = await build(snip);
    expect(snipResult.ok, describeAll(snipResult.diagnostics)).toBe(false);
    const text = await outputText(snip);
    expect(text).not.toContain('TOP-SECRET-SNIPPET');
    expect(text).not.toContain('TOP-SECRET-IMAGE');
  });

  it('row 23: a symlink loop in the docs tree → no hang, a diagnostic naming it', async () => {
    const root = await withPages(['index']);
    await mkdir(join(root, 'loop'));
    await symlink('..', join(root, 'loop', 'up'));
    await symlink('self', join(root, 'self'));
    const started = Date.now();
    const result = await build(root);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.ok, describeAll(result.diagnostics)).toBe(true);
    expect(
      result.diagnostics.some((d) => /self|loop/.test(`${d.file ?? ''} ${d.message}`)),
      describeAll(result.diagnostics),
    ).toBe(true);
  });

  it('row 24: the same page listed twice → warning; one canonical URL, one output file', async () => {
    const root = await withPages(['index', 'guide', 'guide'], { 'guide.mdx': '---\ntitle: Guide\n---\n\nG\n' });
    const result = await build(root);
    expect(result.ok).toBe(true);
    const w = warnings(result.diagnostics).find((d) => d.code === 'nav/duplicate-page');
    expect(w?.jsonPath).toBe('navigation.pages[2]');
    expect(result.files.filter((f) => f.startsWith('guide'))).toEqual(['guide.md', 'guide/index.html']);
  });

  it('row 25: two sources mapping to one URL (case, a.mdx vs a/index.mdx, .md vs .mdx) → one error, no noise', async () => {
    // Exact diagnostics per case: the one collision error (naming both files), no "page does not
    // exist" for the file that lost the URL; two entries resolving to one URL stay a duplicate warning.
    const cases: Array<[string[], Record<string, string>, string, string[]]> = [
      [
        ['index', 'Intro', 'intro'],
        { 'Intro.mdx': '# A\n', 'intro.mdx': '# B\n' },
        'Two sources map to /Intro and /intro (differing only in case): `Intro.mdx` and `intro.mdx`.',
        [],
      ],
      [
        ['index', 'a', 'a/index'],
        { 'a.mdx': '# A\n', 'a/index.mdx': '# B\n' },
        'Two sources map to /a: `a.mdx` and `a/index.mdx`.',
        ['nav/duplicate-page'],
      ],
      [
        ['index', 'b.md', 'b.mdx'],
        { 'b.md': '# A\n', 'b.mdx': '# B\n' },
        'Two sources map to /b: `b.md` and `b.mdx`.',
        ['nav/duplicate-page'],
      ],
    ];
    for (const [pages, files, message, navWarnings] of cases) {
      const root = await withPages(pages, files);
      const loaded = await loadSite(root);
      const result = await build(root);
      for (const diagnostics of [loaded.diagnostics, result.diagnostics]) {
        const all = describeAll(diagnostics);
        expect(
          errors(diagnostics).map((d) => [d.code, d.message]),
          all,
        ).toEqual([['nav/url-collision', message]]);
        expect(
          warnings(diagnostics)
            .filter((d) => d.code.startsWith('nav/'))
            .map((d) => d.code),
          all,
        ).toEqual(navWarnings);
      }
      expect(result.ok, JSON.stringify(pages)).toBe(false);
    }
  });

  it('row 27: a nav entry with the .mdx extension resolves like one without', async () => {
    const a = await loadSite(await withPages(['index', 'guide.mdx'], { 'guide.mdx': '# G\n' }));
    const b = await loadSite(await withPages(['index', 'guide'], { 'guide.mdx': '# G\n' }));
    expect(errors(a.diagnostics)).toEqual([]);
    expect(a.routes.map((r) => r.url)).toEqual(b.routes.map((r) => r.url));
    expect(a.routes.map((r) => r.url)).toContain('/guide');
  });

  it('row 28: a page deleted between navigation and read (TOCTOU) → error for that page, no crash', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `p${i}`);
    const files: Record<string, string> = {};
    for (const n of names) files[`${n}.mdx`] = `---\ntitle: ${n}\n---\n\n${n}\n`;
    const root = await withPages(['index', ...names], files);
    let removed = false;
    const result = await build(root, {
      onProgress: () => {
        if (removed) return;
        removed = true;
        // Navigation is resolved (the first page started); the last page has not been read yet.
        void unlink(join(root, 'p39.mdx'));
      },
    });
    expect(result.ok).toBe(false);
    const d = firstError(result.diagnostics);
    expect(d.file).toBe('p39.mdx');
    expect(`${d.message}`).toMatch(/ENOENT|not found|could not be read/i);
    expect(errors(result.diagnostics)).toHaveLength(1);
  });

  it('row 28: a static file deleted between the scan and its copy → error naming it, no crash', async () => {
    const root = await withPages(['index'], { 'images/logo.png': 'PNG', 'images/kept.png': 'PNG' });
    let removed = false;
    const result = await build(root, {
      onProgress: () => {
        if (removed) return;
        removed = true;
        // The root's files are listed before pages compile; static files are copied last.
        void unlink(join(root, 'images/logo.png'));
      },
    });
    expect(removed).toBe(true);
    expect(
      errors(result.diagnostics).map((x) => [x.code, x.file]),
      describeAll(result.diagnostics),
    ).toEqual([['build/static-file-unreadable', 'images/logo.png']]);
    expect(firstError(result.diagnostics).message).toContain('ENOENT');
  });

  it('row 30: NUL bytes in a page path or a file → error, no crash', async () => {
    const inPath = await withPages(['index', 'a\u0000b']);
    const r1 = await build(inPath);
    expect(r1.ok).toBe(false);
    expect(firstError(r1.diagnostics).jsonPath).toBe('navigation.pages[1]');
    const inFile = await withPages(['index', 'nul'], { 'nul.mdx': '---\ntitle: N\n---\n\nbefore\u0000after\n' });
    const r2 = await build(inFile);
    const all = describeAll(r2.diagnostics);
    // Either refused with a located error or rendered with the NUL replaced; never a crash.
    if (!r2.ok) expect(firstError(r2.diagnostics).file, all).toBe('nul.mdx');
    else expect(await readFile(join(inFile, 'dist', 'nul', 'index.html'), 'utf8')).not.toContain('\u0000');
  });
  it('row 29: Latin-1 and UTF-16 page files → "not valid UTF-8" at a byte offset, no U+FFFD in output', async () => {
    const latin1 = Buffer.from('---\ntitle: Caf\xe9\n---\n\nna\xefve\n', 'latin1');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: Wide\n---\n\nHi\n', 'utf16le')]);
    for (const [name, bytes] of [
      ['latin1', latin1],
      ['utf16', utf16],
    ] as const) {
      const root = await withPages(['index', name], { [`${name}.mdx`]: bytes });
      const result = await build(root);
      expect(result.ok, name).toBe(false);
      const d = firstError(result.diagnostics);
      expect(d.file).toBe(`${name}.mdx`);
      expect(d.message).toMatch(/UTF-8/);
      expect(d.message).toMatch(/byte|offset|line/i);
    }
  });
  it('row 26: spaces, #, ?, %, emoji and NFD names → percent-encoded URLs that resolve, NFC routes', async () => {
    const names = ['my page', 'c#', 'what?', '100%', 'rocket-🚀', 'cafe\u0301'];
    const files: Record<string, string> = {};
    for (const n of names) files[`${n}.mdx`] = `---\ntitle: T ${n}\n---\n\nBody of ${n}.\n`;
    const root = await withPages(['index', ...names], files);
    const result = await build(root);
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const site = await loadSite(root);
    const urls = site.routes.map((r) => r.url);
    expect(urls).toContain('/caf\u00e9');
    for (const url of urls) expect(url).toBe(url.normalize('NFC'));
    const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
    // Every sidebar link is a valid, percent-encoded URL pointing at a file that exists.
    const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1] as string);
    for (const n of names) {
      const url = `/${n.normalize('NFC')}`;
      const encoded = hrefs.find((h) => decodeURIComponent(h.replace(/\/$/, '')) === url);
      expect(encoded, `${url} among ${hrefs.join(' ')}`).toBeDefined();
      expect(encoded).not.toMatch(/[ #?%](?![0-9A-F]{2})/i);
    }
    for (const route of site.routes) {
      const out = route.url === '/' ? 'index.html' : `${route.url.slice(1)}/index.html`;
      expect(result.files, route.url).toContain(out);
    }
  });
});

/** Runs `fn`; if it blocks on opening `fifo`, unblocks it (so the test fails instead of hanging). */
async function withFifoGuard<T>(fifo: string, fn: () => Promise<T>): Promise<T> {
  let opened = false;
  const timer = setInterval(() => {
    try {
      // Succeeds only while some reader has the FIFO open: that is the forbidden read.
      const fd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
      opened = true;
      closeSync(fd);
    } catch {
      // ENXIO: nobody is reading. Good.
    }
  }, 20);
  try {
    return await fn();
  } finally {
    clearInterval(timer);
    expect(opened, `${fifo} was opened for reading`).toBe(false);
    expect(await readdir(dirname(fifo))).toContain('secret.mdx');
  }
}
