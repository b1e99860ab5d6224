import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { interfaceText, type PageContext } from '@docsgen/theme-api';
import { LOOKS, layoutMode, lookTheme, pageChrome } from '@docsgen/theme-classic';
import { describe, expect, it } from 'vitest';

const styles = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/styles/looks');

function context(mode = 'default'): PageContext {
  const link = (label: string, current = false) => ({ label, href: `/${label}`, external: false, current });
  return {
    site: {
      name: 'Acme',
      base: '/',
      colors: { primary: '#16A34A' },
      appearance: { default: 'system', strict: false },
      breadcrumbs: false,
      drilldown: false,
      navbar: { links: [link('Support')], primary: link('Dashboard') },
      assets: { css: ['/assets/theme.css'], js: ['/assets/theme.js'] },
    },
    page: {
      url: '/x',
      href: '/x',
      title: 'Title',
      content: {
        frontmatter: {},
        title: 'T',
        headings: [],
        html: '<p>body</p>',
        links: [],
        features: [],
        diagnostics: [],
      },
      toc: [{ depth: 2, id: 'one', text: 'One' }] as PageContext['page']['toc'],
      mode,
      meta: [],
      noindex: false,
      markdownHref: '/x.md',
    },
    tabs: [link('Guides', true), link('API')],
    anchors: [],
    globalAnchors: [],
    switchers: {},
    sidebar: [{ kind: 'page', label: 'Start', href: '/x', current: true }],
    breadcrumbs: [],
    lang: 'en',
    text: interfaceText('en'),
    alternates: [],
  };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const sidebarOf = (html: string) => html.slice(html.indexOf('<nav id="sidebar"'), html.indexOf('id="sidebar-content"'));
const topbarOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('theme looks (traits data)', () => {
  it('every docs.json theme of the format and docsgen classic has a look whose stylesheet exists', () => {
    const names = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia', 'classic'];
    expect(Object.keys(LOOKS).sort()).toEqual([...names].sort());
    for (const [name, traits] of Object.entries(LOOKS)) {
      expect(traits.name).toBe(name);
      expect(existsSync(path.join(styles, traits.stylesheet)), traits.stylesheet).toBe(true);
      for (const part of traits.parts ?? []) expect(existsSync(path.join(styles, '../parts', part)), part).toBe(true);
    }
  });

  it('lays out frame and center where Mintlify documents them (organize/pages.mdx)', () => {
    const frame = Object.values(LOOKS).filter((t) => t.modes.frame && t.name !== 'classic');
    const center = Object.values(LOOKS).filter((t) => t.modes.center && t.name !== 'classic');
    expect(frame.map((t) => t.name).sort()).toEqual(['almond', 'aspen', 'luma', 'sequoia']);
    expect(center.map((t) => t.name).sort()).toEqual(['linden', 'luma', 'maple', 'mint', 'sequoia', 'willow']);
  });

  it('a mode its theme lacks gets the standard chrome; the content area keeps what the page asked for', () => {
    const palm = LOOKS.palm!.modes;
    expect(layoutMode('center', palm)).toBe('default');
    expect(layoutMode('frame', palm)).toBe('default');
    expect(layoutMode('wide', palm)).toBe('wide');
    expect(layoutMode('custom', palm)).toBe('custom');
    expect(layoutMode('bogus', palm)).toBe('default');
    expect(layoutMode('frame', LOOKS.aspen!.modes)).toBe('frame');
    // frame on palm: the TOC and footer come back, the canvas keeps no title and no pager.
    expect(pageChrome({ mode: 'frame' }, palm)).toEqual({ aside: true, header: false, pager: false, footer: true });
    expect(pageChrome({ mode: 'frame' }, LOOKS.almond!.modes)).toEqual({
      aside: false,
      header: false,
      pager: false,
      footer: false,
    });
    expect(pageChrome({ mode: 'center' }, LOOKS.mint!.modes).aside).toBe(false);
    expect(pageChrome({ mode: 'center' }, LOOKS.almond!.modes).aside).toBe(true);
  });

  it.each(Object.values(LOOKS))('$name: one search entry, one toggle, placed where its traits say', (traits) => {
    const html = lookTheme(traits).render(context());
    expect(count(html, 'id="search-bar-entry"')).toBe(1);
    expect(count(html, 'data-dg-theme-toggle')).toBe(1);
    expect(count(html, 'id="navbar"')).toBe(1);
    expect(count(html, 'id="content-area"')).toBe(1);
    expect(html).toContain(`class="dg-theme-${traits.name}"`);
    expect(sidebarOf(html).includes('id="search-bar-entry"')).toBe(traits.search === 'sidebar');
    expect(topbarOf(html).includes('id="search-bar-entry"')).toBe(traits.search === 'topbar');
    // Phones get the search icon in the top bar in every theme.
    expect(count(html, 'id="search-bar-entry-mobile"')).toBe(1);
    expect(topbarOf(html)).toContain('id="search-bar-entry-mobile"');
    expect(sidebarOf(html).includes('data-dg-theme-toggle')).toBe(traits.toggle === 'sidebar');
    expect(sidebarOf(html).includes('class="logo"')).toBe(traits.logo === 'sidebar');
    // The top bar keeps its logo for phones whatever the desktop place.
    expect(topbarOf(html)).toContain('class="logo"');
    expect(count(html, 'aria-label="Sections"')).toBe(1);
    expect(sidebarOf(html).includes('aria-label="Sections"')).toBe(traits.tabs === 'sidebar');
    expect(topbarOf(html).includes('class="topbar-tabs"')).toBe(traits.tabs === 'topbar');
    expect(html.includes('data-dg-sidebar-collapse')).toBe(traits.collapseSidebar);
    // navbar.primary: one top-bar button with the documented id; the primary header button only where
    // the traits ask for it (Sequoia), and then after the toggle.
    expect(count(html, 'id="topbar-cta-button"')).toBe(1);
    const header = topbarOf(html).indexOf('data-component-name="primary-header-button"');
    expect(header >= 0).toBe(traits.headerButton === true);
    if (header >= 0) expect(header).toBeGreaterThan(topbarOf(html).indexOf('data-dg-theme-toggle'));
  });

  it.each(Object.values(LOOKS))('$name: the content area holds the same whatever the theme', (traits) => {
    const area = (html: string) => html.slice(html.indexOf('id="content-area"'), html.indexOf('</main>'));
    for (const mode of ['default', 'wide', 'custom', 'frame', 'center']) {
      expect(area(lookTheme(traits).render(context(mode)))).toBe(area(lookTheme(LOOKS.classic!).render(context(mode))));
    }
  });
});
