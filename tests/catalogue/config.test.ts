import { chmod, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { loadSite } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import {
  build,
  describeAll,
  errors,
  MINIMAL_CONFIG,
  makeDocs,
  minimalFiles,
  siteWithConfig,
  warnings,
} from './helpers.ts';

// Catalogue rows 1–18 (/work/shared/reference/bad-inputs.md §3, docs.json): each bad docs.json
// gives located diagnostics from the real loader, never an exception.

const withNav = (navigation: unknown) => ({ ...MINIMAL_CONFIG, navigation });

async function load(config: unknown, extra: Record<string, string> = {}): Promise<Diagnostic[]> {
  const root = await siteWithConfig(config, extra);
  return (await loadSite(root)).diagnostics;
}

function expectError(
  diagnostics: Diagnostic[],
  match: Omit<Partial<Diagnostic>, 'message'> & { message?: RegExp | string },
) {
  const { message, ...rest } = match;
  const found = errors(diagnostics).find(
    (d) =>
      Object.entries(rest).every(([k, v]) => (d as unknown as Record<string, unknown>)[k] === v) &&
      (message === undefined || (typeof message === 'string' ? d.message.includes(message) : message.test(d.message))),
  );
  expect(found, `no error matching ${JSON.stringify(match)} in:\n${describeAll(diagnostics)}`).toBeDefined();
  return found as Diagnostic;
}

describe('catalogue: docs.json (rows 1–18)', () => {
  it('row 1: trailing comma and missing comma → error at the exact line:column', async () => {
    const trailing = '{\n  "name": "X",\n  "navigation": { "pages": ["index",] }\n}\n';
    const d1 = expectError(await load(trailing), { code: 'config/json-syntax', file: 'docs.json', line: 3 });
    // The comma at column 36 or the bracket after it at 37: both are the exact place.
    expect([36, 37]).toContain(d1.column);
    const missing = '{\n  "name": "X"\n  "navigation": { "pages": ["index"] }\n}\n';
    expectError(await load(missing), { code: 'config/json-syntax', file: 'docs.json', line: 3, column: 3 });
  });

  it('row 2: docs.json missing, a directory, or unreadable → error naming the root and the OS code', async () => {
    const missing = await makeDocs({ 'index.mdx': '# Hi\n' });
    const d1 = errors((await loadSite(missing)).diagnostics)[0];
    expect(d1?.message).toContain(missing);
    expect(d1?.message).toContain('ENOENT');
    const dir = await makeDocs({ 'docs.json/x': '{}' });
    const d2 = errors((await loadSite(dir)).diagnostics)[0];
    expect(d2?.message).toContain(dir);
    expect(d2?.message).toMatch(/EISDIR|directory/);
    // EACCES needs an unprivileged user (root reads anything); a symlink loop is the
    // OS error every user can produce, and takes the same path through the loader.
    const loop = await makeDocs({ 'index.mdx': '# Hi\n' });
    await symlink('docs.json', join(loop, 'docs.json'));
    const d3 = errors((await loadSite(loop)).diagnostics)[0];
    expect(d3?.message).toContain(loop);
    expect(d3?.message).toContain('ELOOP');
    if (process.getuid?.() !== 0) {
      const locked = await siteWithConfig(MINIMAL_CONFIG);
      await chmod(join(locked, 'docs.json'), 0o000);
      const d4 = errors((await loadSite(locked)).diagnostics)[0];
      expect(d4?.message).toContain('EACCES');
    }
  });

  it('row 3: empty or whitespace-only docs.json → "empty configuration"', async () => {
    for (const text of ['', '  \n\t\n']) {
      expectError(await load(text), { code: 'config/empty', file: 'docs.json' });
    }
  });

  it('row 4: a UTF-8 BOM and CRLF line endings are accepted', async () => {
    const text = `\uFEFF${JSON.stringify(MINIMAL_CONFIG, null, 2).replace(/\n/g, '\r\n')}\r\n`;
    const diagnostics = await load(text);
    expect(errors(diagnostics), describeAll(diagnostics)).toEqual([]);
    // Positions still count lines correctly after the BOM and CRLF.
    const bad = `\uFEFF{\r\n  "name": "X",\r\n  "navigation": { "pages": [42] }\r\n}\r\n`;
    expectError(await load(bad), { file: 'docs.json', line: 3 });
  });

  it('row 5: a duplicate key → warning at the second occurrence, pointing back at the first; the last one wins', async () => {
    // Issue 17: Mintlify's build reads docs.json with JSON.parse (last one wins) and builds it;
    // the catalogue allows F or W, and docsgen now warns.
    const text =
      '{\n  "name": "X",\n  "theme": "mint",\n  "colors": {"primary": "#0D9373"},\n  "navigation": { "pages": ["nope"] },\n  "navigation": { "pages": ["index"] }\n}\n';
    const root = await siteWithConfig(text);
    const site = await loadSite(root);
    expect(errors(site.diagnostics)).toEqual([]);
    const d = site.diagnostics.find((x) => x.code === 'config/duplicate-key');
    expect(d).toMatchObject({ severity: 'warning', line: 6 });
    expect(d?.related?.some((r) => r.line === 5)).toBe(true);
    expect(site.routes.map((r) => r.url)).toEqual(['/']);
  });

  it('row 6: __proto__, constructor and prototype keys at any depth → error; Object.prototype unchanged', async () => {
    const cases = [
      '{"name":"X","__proto__":{"polluted":1},"navigation":{"pages":["index"]}}',
      '{"name":"X","navigation":{"pages":["index"],"constructor":{"prototype":{"polluted":1}}}}',
      '{"name":"X","navigation":{"groups":[{"group":"G","pages":["index"],"prototype":{"polluted":1}}]}}',
    ];
    for (const text of cases) {
      const root = await siteWithConfig(text);
      expectError((await loadSite(root)).diagnostics, { code: 'config/forbidden-key' });
      const result = await build(root);
      expect(result.ok).toBe(false);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    }
  });

  it('row 7: an unknown key ("grups") → located diagnostic with "did you mean groups", an error under --strict', async () => {
    // DESIGN.md: unknown keys are warnings (real Mintlify repos carry keys docsgen ignores) that
    // --strict turns into errors, always with the closest known key.
    const root = await siteWithConfig(withNav({ grups: [{ group: 'G', pages: ['index'] }] }));
    const d = (await loadSite(root)).diagnostics.find((x) => x.code === 'config/unknown-key');
    expect(d?.jsonPath).toBe('navigation.grups');
    expect(d?.line).toBe(8);
    expect(`${d?.message} ${d?.hint ?? ''}`).toMatch(/did you mean `?groups`?/i);
    expect((await build(root, { strict: true })).ok).toBe(false);
    const top = (await load({ ...MINIMAL_CONFIG, navigaton: {} })).find((x) => x.code === 'config/unknown-key');
    expect(`${top?.message} ${top?.hint ?? ''}`).toMatch(/did you mean `?navigation`?/i);
  });

  it('row 8: wrong types ("pages": "intro", "group": 3) → error with JSON path and line:column', async () => {
    const d1 = expectError(await load(withNav({ groups: [{ group: 'G', pages: 'intro' }] })), {
      jsonPath: 'navigation.groups[0].pages',
    });
    expect(d1.line).toBeGreaterThan(0);
    expect(d1.column).toBeGreaterThan(0);
    const d2 = expectError(await load(withNav({ groups: [{ group: 3, pages: ['index'] }] })), {
      jsonPath: 'navigation.groups[0].group',
    });
    expect(d2.line).toBeGreaterThan(0);
  });

  // Issue 17 changes rows 9 and 10: Mintlify's validator reads one kind of child per level (the
  // first of its order) and drops the others, and its build succeeds; docsgen does the same, warns.
  it('row 9: two root navigation patterns (pages + tabs) → located warning; the tabs are kept, as Mintlify keeps them', async () => {
    const root = await siteWithConfig(withNav({ pages: ['index'], tabs: [{ tab: 'T', pages: ['other'] }] }), {
      'other.mdx': '---\ntitle: Other\n---\n\nOther.\n',
    });
    const site = await loadSite(root);
    expect(errors(site.diagnostics)).toEqual([]);
    const d = site.diagnostics.find((x) => x.code === 'config/mixed-children');
    expect(d).toMatchObject({ severity: 'warning', file: 'docs.json', jsonPath: 'navigation.pages' });
    expect(d?.line).toBeGreaterThan(0);
    expect(site.routes.filter((r) => r.inNavigation).map((r) => r.url)).toEqual(['/other']);
  });

  it('row 10: a tab with both anchors and groups → located warning; the anchors are kept', async () => {
    const nav = {
      tabs: [
        {
          tab: 'T',
          anchors: [{ anchor: 'A', pages: ['index'] }],
          groups: [{ group: 'G', pages: ['index'] }],
        },
      ],
    };
    const diagnostics = await load(withNav(nav));
    expect(errors(diagnostics)).toEqual([]);
    const d = diagnostics.find((x) => x.code === 'config/mixed-children');
    expect(d).toMatchObject({ severity: 'warning', jsonPath: 'navigation.tabs[0].groups' });
    expect(d?.line).toBeGreaterThan(0);
  });

  it('row 11: a group without `group` or with an empty one → error', async () => {
    expectError(await load(withNav({ groups: [{ pages: ['index'] }] })), { jsonPath: 'navigation.groups[0]' });
    const d = expectError(await load(withNav({ groups: [{ group: '', pages: ['index'] }] })), {});
    expect(d.jsonPath).toMatch(/^navigation\.groups\[0\]/);
  });

  it('row 12: a group without pages, with empty pages, or an empty navigation → located warning', async () => {
    // A group with its own `openapi` and no pages is valid (it generates endpoints), so a missing
    // `pages` is a warning, not an error.
    const noPages = await load(withNav({ groups: [{ group: 'G' }, { group: 'H', pages: ['index'] }] }));
    expect(noPages.find((d) => d.code === 'config/empty-group')).toMatchObject({
      jsonPath: 'navigation.groups[0]',
      line: 9,
    });
    const empty = await load(
      withNav({
        groups: [
          { group: 'G', pages: [] },
          { group: 'H', pages: ['index'] },
        ],
      }),
    );
    expect(warnings(empty).length + errors(empty).length, describeAll(empty)).toBeGreaterThan(0);
    const nothing = await load(withNav({}));
    expect(
      nothing.some((d) => d.code === 'config/empty-navigation'),
      describeAll(nothing),
    ).toBe(true);
  });

  it('row 13: pages entries that are null, 42 or {} → error with the JSON path', async () => {
    for (const entry of [null, 42, {}]) {
      const d = expectError(await load(withNav({ pages: ['index', entry] })), {});
      expect(d.jsonPath).toBe('navigation.pages[1]');
      expect(d.line).toBe(10);
    }
  });

  it('row 14: an invalid or duplicate language code → error listing accepted codes', async () => {
    const lang = (language: string) => ({ language, pages: ['index'] });
    for (const code of ['english', 'en_US_x']) {
      const d = expectError(await load(withNav({ languages: [lang('en'), lang(code)] })), {
        jsonPath: 'navigation.languages[1].language',
      });
      expect(`${d.message} ${d.hint ?? ''}`).toMatch(/\ben\b.*\bfr\b|\bfr\b.*\ben\b/s);
    }
    expectError(await load(withNav({ languages: [lang('en'), lang('en')] })), {
      jsonPath: 'navigation.languages[1].language',
    });
  });

  it('row 15: an empty or duplicate version label → error; labels never become URL segments', async () => {
    const ver = (version: string) => ({ version, pages: ['index'] });
    const empty = expectError(await load(withNav({ versions: [ver('v2'), ver('')] })), {});
    expect(empty.jsonPath).toBe('navigation.versions[1].version');
    const dup = expectError(await load(withNav({ versions: [ver('v2'), ver('v2')] })), {});
    expect(dup.jsonPath).toBe('navigation.versions[1].version');
    expect(dup.related?.[0]?.jsonPath).toBe('navigation.versions[0].version');
    // docsgen, like Mintlify, keeps pages at their own paths: a label with `/`, `..` or `?` is only
    // display text, so it is accepted and no route contains it.
    for (const label of ['v1/beta', '..', 'v1?x']) {
      const site = await loadSite(await siteWithConfig(withNav({ versions: [ver('v2'), ver(label)] })));
      expect(errors(site.diagnostics), describeAll(site.diagnostics)).toEqual([]);
      expect(site.routes.map((r) => r.url)).toEqual(['/']);
    }
  });

  it('row 16: two divisions mapping to the same URL → "route collision" error', async () => {
    // Two pages whose files differ only by extension map to one URL; so do two tabs that both
    // claim the same page root. The collision is reported on the second claimant.
    const nav = {
      tabs: [
        { tab: 'One', pages: ['index', 'guide'] },
        { tab: 'Two', pages: ['guide.md'] },
      ],
    };
    const diagnostics = await load(withNav(nav), { 'guide.mdx': '# G\n', 'guide.md': '# G\n' });
    const d = expectError(diagnostics, { code: 'nav/url-collision' });
    expect(d.message).toContain('/guide');
  });

  it('row 17: groups nested 10 000 deep → nesting depth diagnostic, never a RangeError', async () => {
    // Built as text: JSON.stringify itself overflows at this depth.
    const open = Array.from({ length: 10_000 }, (_, i) => `{"group":"g${i}","pages":[`).join('');
    const nested = `${open}{"group":"leaf","pages":["index"]}${']}'.repeat(10_000)}`;
    const text = `{"name":"X","navigation":{"groups":[${nested}]}}`;
    const root = await siteWithConfig(text);
    const d = expectError((await loadSite(root)).diagnostics, { code: 'config/too-deep' });
    expect(`${d.message} ${d.hint ?? ''}`).toContain('32');
    const result = await build(root);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.some((x) => /RangeError|call stack/i.test(x.message))).toBe(false);
  });

  it('row 18: 20 000 navigation pages resolve in linear time (2 000 as the baseline)', async () => {
    const small = await navTime(2_000);
    const large = await navTime(20_000);
    // Ten times the entries; allow generous noise but catch quadratic behaviour (≈100×).
    expect(large.ms).toBeLessThan(small.ms * 30 + 2_000);
    expect(large.routes).toBe(20_001);
  });
});

async function navTime(n: number): Promise<{ ms: number; routes: number }> {
  const files: Record<string, string> = { 'index.mdx': '# Home\n' };
  const pages: string[] = [];
  for (let i = 0; i < n; i++) pages.push(`p/page-${i}`);
  const groups = [];
  for (let i = 0; i < n; i += 500) groups.push({ group: `G${i}`, pages: pages.slice(i, i + 500) });
  const root = await makeDocs({ ...minimalFiles(), 'docs.json': JSON.stringify(withNav({ groups })), ...files });
  await mkdir(join(root, 'p'));
  for (let i = 0; i < pages.length; i += 200) {
    await Promise.all(pages.slice(i, i + 200).map((p) => writeFile(join(root, `${p}.mdx`), '# P\n')));
  }
  const start = performance.now();
  const site = await loadSite(root);
  const ms = performance.now() - start;
  await rm(join(root, '..'), { recursive: true, force: true });
  expect(errors(site.diagnostics), describeAll(site.diagnostics)).toEqual([]);
  return { ms, routes: site.routes.length };
}
