// URLs in every generated file that lists pages are encoded the one way the sidebar and sitemap
// encode them (`#`, `%`, `?`, spaces), and a changelog feed is well-formed XML built from the
// page's update data, whatever the labels hold.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, MemorySink } from '@docsgen/build';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';

const sink = new MemorySink();
const text = (path: string) => {
  const bytes = sink.get(path);
  if (!bytes) throw new Error(`${path} was not written`);
  return bytes.toString();
};
let diagnostics: Array<{ code: string; message: string }> = [];

beforeAll(async () => {
  const root = join(await mkdtemp(join(tmpdir(), 'docsgen-generated-urls-')), 'docs');
  await mkdir(root, { recursive: true });
  const pages = ['index', 'c#sharp', '100%', 'what?', 'my page', 'changelog'];
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({
      name: 'Urls',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'G', pages }] },
    }),
  );
  for (const page of pages.slice(0, -1)) {
    await writeFile(
      join(root, `${page}.mdx`),
      `---\ntitle: "Page ${page}"\ndescription: About ${page}\n---\n\nText.\n`,
    );
  }
  await writeFile(
    join(root, 'changelog.mdx'),
    [
      '---',
      'title: Changelog',
      'rss: true',
      '---',
      '',
      '<Update label="Node >= 20 required" description="Runtime">',
      'Upgrade to Node **20** & <em>later</em>; `npm i` then.',
      '</Update>',
      '',
      '<Update label="v1 <beta> & co" tags={["a"]}>',
      '## First heading',
      '',
      'One <span class="x">two</span> three ]]> four.',
      '',
      '## Second heading',
      '',
      'Five.',
      '</Update>',
      '',
      '<Update label="2024-01-01" rss={{ title: "Custom <title>", description: "Custom & description" }}>',
      'Ignored body.',
      '</Update>',
      '',
    ].join('\n'),
  );
  const result = await buildSite({ root, themeFor, sink, cacheDir: false, siteUrl: 'https://docs.example.com' });
  diagnostics = result.diagnostics;
});

const ENCODED = ['c%23sharp', '100%25', 'what%3F', 'my%20page'];

describe('one encoder for URLs in generated files', () => {
  it('llms.txt, llms-full.txt, skill.md and the sitemap link each page at its encoded URL', () => {
    const llms = text('llms.txt');
    for (const name of ENCODED) expect(llms).toContain(`(https://docs.example.com/${name}.md)`);
    // No link target holds a raw `#`, `?`, space or a `%` that starts no escape.
    for (const [, target] of llms.matchAll(/\]\(([^)]*)\)/g)) expect(target).not.toMatch(/[#? ]|%(?![0-9A-F]{2})/);
    const full = text('llms-full.txt');
    for (const name of ENCODED) expect(full).toContain(`https://docs.example.com/${name}`);
    expect(text('skill.md')).toContain('(https://docs.example.com/c%23sharp.md)');
    const sitemap = text('sitemap.xml');
    for (const name of ENCODED) expect(sitemap).toContain(`<loc>https://docs.example.com/${name}</loc>`);
  });

  it('the sidebar links the same URLs', () => {
    const html = text('index.html');
    for (const name of ENCODED) expect(html).toContain(`href="/${name}"`);
  });
});

describe('changelog feed', () => {
  it('is written and well-formed XML whatever the labels hold', () => {
    expect(diagnostics.filter((d) => d.code.includes('feed'))).toEqual([]);
    const xml = text('changelog/rss.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const items = feed.rss.channel.item as Array<{ title: string; link: string; description?: string }>;
    expect(items.map((i) => [i.title, i.link.replace('https://docs.example.com/changelog#', '')])).toEqual([
      ['Node >= 20 required', 'node-%3E%3D-20-required'],
      ['First heading', 'first-heading'],
      ['Second heading', 'second-heading'],
      ['Custom <title>', '2024-01-01'],
    ]);
    expect(items[0].description).toBe('Upgrade to Node 20 & later; then.');
    expect(items[1].description).toBe('One two three ]]> four.');
    expect(items[2].description).toBe('Five.');
    expect(items[3].description).toBe('Custom & description');
  });
});
