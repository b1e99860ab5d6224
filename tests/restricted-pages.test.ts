// Pages restricted with Mintlify's `groups` frontmatter (deploy/authentication-setup) stay out of a
// build, and everything made from them, unless `groups` names one of their groups (as
// `mint export --groups`, deploy/export).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildResult, buildSite, MemorySink } from '@docsgen/build';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';

let root: string;
const build = async (groups?: string[]) => {
  const sink = new MemorySink();
  const result = await buildSite({
    root,
    themeFor,
    sink,
    cacheDir: false,
    siteUrl: 'https://docs.example.com',
    ...(groups ? { groups } : {}),
  });
  return { sink, result };
};
let plain: { sink: MemorySink; result: BuildResult };
let admin: { sink: MemorySink; result: BuildResult };

beforeAll(async () => {
  root = join(await mkdtemp(join(tmpdir(), 'docsgen-restricted-')), 'docs');
  await mkdir(root, { recursive: true });
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({
      name: 'Restricted',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'admin', 'beta'] }] },
      redirects: [{ source: '/old-admin', destination: '/admin' }],
    }),
  );
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nPublic text.\n');
  await writeFile(
    join(root, 'admin.mdx'),
    '---\ntitle: Admin dashboard\ngroups: ["admin"]\n---\n\nZanzibarsecret admin text.\n',
  );
  await writeFile(
    join(root, 'beta.mdx'),
    '---\ntitle: Beta\ngroups:\n  - beta\n  - pro\n---\n\nQuokkasecret beta text.\n',
  );
  await writeFile(join(root, 'unlisted.mdx'), '---\ntitle: Unlisted\ngroups: enterprise\n---\n\nWombatsecret text.\n');
  plain = await build();
  admin = await build(['admin', 'other']);
});

const allText = (sink: MemorySink) =>
  [...sink].map(([path, bytes]) => `${path}\n${bytes.toString('latin1')}`).join('\n');

describe('pages restricted to reader groups', () => {
  it('are left out by default, with everything made from them, and one note says how many', () => {
    const { sink, result } = plain;
    expect(result.ok).toBe(true);
    const text = allText(sink);
    for (const secret of ['Zanzibarsecret', 'Quokkasecret', 'Wombatsecret', 'Admin dashboard', 'Unlisted'])
      expect(text).not.toContain(secret);
    const paths = [...sink.keys()];
    expect(paths.filter((p) => /admin|beta|unlisted/.test(p))).toEqual([]);
    expect(sink.get('sitemap.xml')?.toString()).not.toMatch(/admin|beta/);
    expect(sink.get('index.html')?.toString()).not.toMatch(/href="\/(admin|beta)"/);
    const notes = result.diagnostics.filter((d) => d.code === 'nav/restricted-pages');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/^3 pages restricted to reader groups/);
    // Not reported as missing pages or broken redirects either.
    expect(result.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code)).toEqual([]);
  });

  it('are published for the groups named, and only those', () => {
    const { sink, result } = admin;
    expect(result.ok).toBe(true);
    expect(sink.get('admin/index.html')?.toString()).toContain('Zanzibarsecret');
    expect(sink.get('admin.md')?.toString()).toContain('Zanzibarsecret');
    expect(sink.get('llms.txt')?.toString()).toContain('/admin.md');
    expect(sink.get('sitemap.xml')?.toString()).toContain('https://docs.example.com/admin');
    expect(sink.get('mcp-manifest.json')?.toString()).toContain('"/admin"');
    expect(sink.get('index.html')?.toString()).toContain('href="/admin"');
    const text = allText(sink);
    expect(text).not.toContain('Quokkasecret');
    expect(text).not.toContain('Wombatsecret');
    expect(result.diagnostics.find((d) => d.code === 'nav/restricted-pages')?.message).toMatch(
      /^2 pages restricted to reader groups .* none of their groups is in --groups admin,other/,
    );
  });
});
