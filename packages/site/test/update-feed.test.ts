import { describe, expect, it } from 'vitest';
import { hasUpdates, updateFeedItems, updateFeedPath, updateFeedXml } from '../src/update-feed.ts';

// The markup packages/components/src/update.tsx renders (attributes in Preact's order).
const html = [
  '<section id="march-2025" data-tags="A,B" class="dg-update"><div class="dg-update__meta"><p class="dg-update__label">March 2025</p></div>',
  '<div class="dg-update__body"><h2 id="new-flavour">New &amp; flavour<a href="#new-flavour" class="dg-anchor">#</a></h2><p>Added <strong>mint</strong>.</p>',
  '<pre><code>npm i</code></pre><h3 id="fixes">Fixes</h3><p>Fixed <code>x</code> bugs.</p></div></section>',
  '<section id="feb" data-rss-title="Custom ]]&gt; title" data-rss-description="Custom text" class="dg-update"><div class="dg-update__meta"><p class="dg-update__label">February</p></div><div class="dg-update__body"><h2 id="ignored">Ignored</h2></div></section>',
  '<section id="jan" class="dg-update"><div class="dg-update__meta"><p class="dg-update__label">January</p></div><div class="dg-update__body"><p>Plain &lt;entry&gt;.</p></div></section>',
].join('');

describe('changelog feeds', () => {
  it('makes an item per heading, one per `rss` prop, one per update without headings', () => {
    expect(hasUpdates(html)).toBe(true);
    expect(hasUpdates('<section class="other">')).toBe(false);
    expect(updateFeedItems(html)).toEqual([
      { title: 'New & flavour', anchor: 'new-flavour', description: 'Added mint.' },
      { title: 'Fixes', anchor: 'fixes', description: 'Fixed bugs.' },
      { title: 'Custom ]]> title', anchor: 'feb', description: 'Custom text' },
      { title: 'January', anchor: 'jan', description: 'Plain <entry>.' },
    ]);
  });

  it('writes RSS 2.0 without build dates, CDATA split where the text holds `]]>`', () => {
    const xml = updateFeedXml({
      title: 'Changelog',
      pageUrl: 'https://d.test/changelog',
      feedUrl: 'https://d.test/changelog/rss.xml',
      siteName: 'D',
      items: updateFeedItems(html),
    });
    expect(xml).toContain('<title><![CDATA[Custom ]]]]><![CDATA[> title]]></title>');
    expect(xml).toContain('<link>https://d.test/changelog#new-flavour</link>');
    expect(xml).toContain('<atom:link href="https://d.test/changelog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).not.toMatch(/Date>/);
    expect(updateFeedPath('/changelog')).toBe('changelog/rss.xml');
    expect(updateFeedPath('/')).toBe('rss.xml');
  });
});
