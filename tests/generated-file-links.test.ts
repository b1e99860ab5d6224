import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';

// Links to files the build writes itself (llms.txt, the `.md` copies, feeds, skill.md,
// .well-known/*) are links to real files of the built site, not broken ones.
describe('docsgen build: links to the files the build writes', () => {
  it('accepts them, and still reports a file nobody writes', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'docsgen-generated-links-')), 'docs');
    await mkdir(root, { recursive: true });
    const config = {
      name: 'Links',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'changelog', 'guide'] }] },
    };
    await writeFile(join(root, 'docs.json'), JSON.stringify(config));
    const links = [
      '/llms.txt',
      '/llms-full.txt',
      '/sitemap.xml',
      '/robots.txt',
      '/skill.md',
      '/.well-known/llms.txt',
      '/.well-known/skills/index.json',
      '/guide.md',
      '/index.md',
      '/changelog/rss.xml',
    ];
    const list = links.map((l) => `- [${l}](${l})`).join('\n');
    await writeFile(
      join(root, 'index.mdx'),
      `---\ntitle: Home\n---\n\n${list}\n- [missing](/nothing-here.txt)\n- [no feed](/guide/rss.xml)\n`,
    );
    await writeFile(
      join(root, 'changelog.mdx'),
      '---\ntitle: Changelog\n---\n\n<Update label="2024-01-01" description="v1">\nFirst.\n</Update>\n',
    );
    await writeFile(join(root, 'guide.mdx'), '---\ntitle: Guide\n---\n\nText.\n');
    const result = await buildSite({ root, themeFor, cacheDir: false, siteUrl: 'https://docs.example.com' });
    const broken = result.diagnostics.filter((d) => d.code === 'mdx/broken-link').map((d) => d.message);
    expect(broken).toEqual([
      'Link `/nothing-here.txt` does not match any page or file.',
      'Link `/guide/rss.xml` does not match any page or file.',
    ]);
  });
});

// A site whose home is its first navigation page (no index page) answers at `/` with the
// redirect the build writes to `index.html`: a link to the root is a link to that file.
describe('docsgen build: a link to the root of a site without an index page', () => {
  it('is not broken, whichever way it is written', async () => {
    const root = join(await mkdtemp(join(tmpdir(), 'docsgen-root-link-')), 'docs');
    await mkdir(join(root, 'guides'), { recursive: true });
    const config = {
      name: 'Root',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'G', pages: ['introduction', 'guides/setup'] }] },
    };
    await writeFile(join(root, 'docs.json'), JSON.stringify(config));
    await writeFile(
      join(root, 'introduction.mdx'),
      '---\ntitle: Introduction\n---\n\n[Home](/) and [again](/index.html).\n',
    );
    await writeFile(
      join(root, 'guides/setup.mdx'),
      '---\ntitle: Setup\n---\n\n[Back home](/), [up](../), [to guides](/guides/) and [nowhere](/nowhere/).\n',
    );
    const result = await buildSite({ root, themeFor, cacheDir: false });
    const broken = result.diagnostics.filter((d) => d.code === 'mdx/broken-link').map((d) => `${d.file}: ${d.message}`);
    expect(broken).toEqual([
      'guides/setup.mdx: Link `/guides/` does not match any page or file.',
      'guides/setup.mdx: Link `/nowhere/` does not match any page or file.',
    ]);
  });
});
