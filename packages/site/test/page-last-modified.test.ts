import { describe, expect, it } from 'vitest';
import { pageLastModified } from '../src/page-last-modified.ts';

describe('pageLastModified', () => {
  const dates = () => new Map([['p.mdx', '2024-03-05']]);
  it('follows metadata.timestamp, overridden by frontmatter timestamp, and prefers lastUpdatedDate', () => {
    expect(pageLastModified(true, {}, 'p.mdx', dates)).toBe('2024-03-05');
    expect(pageLastModified(false, {}, 'p.mdx', dates)).toBeUndefined();
    expect(pageLastModified(false, { timestamp: true }, 'p.mdx', dates)).toBe('2024-03-05');
    expect(pageLastModified(true, { timestamp: false }, 'p.mdx', dates)).toBeUndefined();
    expect(pageLastModified(true, { lastUpdatedDate: '2026-08-13T10:00:00Z' }, 'p.mdx', dates)).toBe('2026-08-13');
    expect(pageLastModified(true, { lastUpdatedDate: new Date('2026-08-13') }, 'p.mdx', dates)).toBe('2026-08-13');
    expect(pageLastModified(true, {}, 'other.mdx', dates)).toBeUndefined();
  });

  it('never asks git for a page that shows no date', () => {
    let calls = 0;
    pageLastModified(false, {}, 'p.mdx', () => {
      calls++;
      return dates();
    });
    expect(calls).toBe(0);
  });
});
