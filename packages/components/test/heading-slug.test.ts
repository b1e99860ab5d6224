import { describe, expect, it } from 'vitest';
import { fieldAnchor, headingSlug } from '../src/heading-slug.ts';

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

describe('fieldAnchor', () => {
  it('is the location and the slug of the name', () => {
    expect(fieldAnchor('query', 'limit')).toBe('query-limit');
    expect(fieldAnchor('response', 'created_at')).toBe('response-created_at');
    expect(fieldAnchor('response', 'thumbnails.background')).toBe('response-thumbnailsbackground');
  });
});
