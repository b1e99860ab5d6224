import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compilePage } from '@docsgen/mdx';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { updateFeedPath, updateFeedXml } from '../src/update-feed.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'docsgen-feed-')));
const feedOf = async (source: string) =>
  (await compilePage({ root, file: 'changelog.mdx', source, fallbackTitle: 'Changelog', markdown: false })).updates;

const changelog = [
  '<Update label="March 2025" tags={["A", "B"]}>',
  '## New & flavour',
  '',
  'Added **mint**.',
  '',
  '```bash',
  'npm i',
  '```',
  '',
  '### Fixes',
  '',
  'Fixed `x` bugs.',
  '</Update>',
  '',
  '<Update label="February" rss={{ title: "Custom ]]> title", description: `Custom text` }}>',
  '## Ignored',
  '</Update>',
  '',
  '<Update label="January">',
  'Plain &lt;entry&gt; <span>inline</span>.',
  '</Update>',
  '',
  '<Update label="Node >= 20 required" description="Runtime">',
  'Upgrade <em>now</em>.',
  '</Update>',
].join('\n');

describe('changelog feeds', () => {
  it("are made from the page's <Update> data: an item per heading, one per `rss` prop, one per update", async () => {
    expect(await feedOf('# No updates\n\nText.\n')).toBeUndefined();
    expect(await feedOf(changelog)).toEqual([
      { title: 'New & flavour', anchor: 'new-%26-flavour', description: 'Added mint.' },
      { title: 'Fixes', anchor: 'fixes', description: 'Fixed bugs.' },
      { title: 'Custom ]]> title', anchor: 'february', description: 'Custom text' },
      { title: 'January', anchor: 'january', description: 'Plain <entry> inline.' },
      { title: 'Node >= 20 required', anchor: 'node->=-20-required', description: 'Upgrade now.' },
    ]);
  });

  it('writes well-formed RSS 2.0 without build dates, CDATA split where the text holds `]]>`', async () => {
    const items = (await feedOf(changelog)) ?? [];
    items.push({ title: 'Control \u0001 char', anchor: 'x', description: 'Bell \u0007 and lone \ud800 surrogate' });
    const xml = updateFeedXml({
      title: 'Changelog <&>',
      pageUrl: 'https://d.test/changelog',
      feedUrl: 'https://d.test/changelog/rss.xml',
      siteName: 'D',
      items,
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml).rss.channel;
    expect(parsed.title).toBe('Changelog <&>');
    expect(parsed.item.map((i: { title: string }) => i.title)).toEqual([
      'New & flavour',
      'Fixes',
      'Custom ]]> title',
      'January',
      'Node >= 20 required',
      'Control  char',
    ]);
    expect(xml).toContain('<title><![CDATA[Custom ]]]]><![CDATA[> title]]></title>');
    expect(xml).toContain('<link>https://d.test/changelog#new-%2526-flavour</link>');
    expect(xml).toContain('<link>https://d.test/changelog#node-%3E%3D-20-required</link>');
    expect(xml).toContain('<atom:link href="https://d.test/changelog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).not.toMatch(/Date>/);
    expect(updateFeedPath('/changelog')).toBe('changelog/rss.xml');
    expect(updateFeedPath('/')).toBe('rss.xml');
  });
});
