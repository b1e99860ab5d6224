import { describe, expect, it } from 'vitest';
import { createHeadingSlugger, fieldAnchor, headingSlug } from '../src/heading-slug.ts';

describe('headingSlug', () => {
  // Each pair is a heading of mintlify/docs and the id its translated pages pin with <div id>
  // (or its own pages link to), i.e. the id Mintlify's live site gives that heading.
  it.each([
    ['Sitemaps and robots.txt files', 'sitemaps-and-robotstxt-files'],
    ['llms-full.txt', 'llms-fulltxt'],
    ['Split configuration with $ref', 'split-configuration-with-ref'],
    ['assistant.appearance', 'assistantappearance'],
    ['Custom JavaScript', 'custom-javascript'],
    ['Model Context Protocol (MCP)', 'model-context-protocol-mcp'],
    ['CONSOLE_WEB_URL', 'console_web_url'],
    ['Menús', 'menús'],
    ['菜单', '菜单'],
    ['  Padded  ', 'padded'],
    // dify-docs' Japanese and Chinese pages link to their headings with full-width punctuation kept.
    ['例：コンテンツレビューワークフロー', '例：コンテンツレビューワークフロー'],
    ['方法 1：対象マシン上でサインイン', '方法-1：対象マシン上でサインイン'],
  ])('%s → %s', (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });
});

describe('createHeadingSlugger', () => {
  it('numbers repeats, skips reserved ids and names text without letters `section`', () => {
    const s = createHeadingSlugger();
    s.reserve('setup');
    expect([s.next('Setup'), s.next('Setup'), s.next('Intro'), s.next('Intro'), s.next('!!'), s.next('?')]).toEqual([
      'setup-1',
      'setup-2',
      'intro',
      'intro-1',
      'section',
      'section-1',
    ]);
  });

  it('never gives one id twice, even when a heading is named like a numbered repeat', () => {
    const s = createHeadingSlugger();
    expect([s.next('A'), s.next('A-1'), s.next('A')]).toEqual(['a', 'a-1', 'a-2']);
  });

  it('keeps the case of a reserved id (custom ids are used as written)', () => {
    const s = createHeadingSlugger();
    s.reserve('MyId');
    expect(s.next('myid')).toBe('myid');
  });
});

describe('fieldAnchor', () => {
  it('is the location and the slug of the name', () => {
    expect(fieldAnchor('query', 'limit')).toBe('query-limit');
    expect(fieldAnchor('response', 'created_at')).toBe('response-created_at');
    expect(fieldAnchor('response', 'thumbnails.background')).toBe('response-thumbnailsbackground');
  });
});
