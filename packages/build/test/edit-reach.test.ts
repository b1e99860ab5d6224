import { describe, expect, it } from 'vitest';
import { editReach } from '../src/edit-reach.ts';

const record = (frontmatter: string, ...markdown: [string?]) => ({
  frontmatter,
  markdown: markdown.length === 0 ? 'text' : markdown[0],
});

describe('editReach: the one "only the page changed" decision of patch builds and docsgen dev', () => {
  it('keeps an edit to the page when what other pages show is unchanged', () => {
    expect(editReach(record('{"title":"A"}\n'), record('{"title":"A"}\n', 'other text'))).toBe('page');
  });

  it('reaches the site when a navigation-visible field or the class key changed', () => {
    expect(editReach(record('{"title":"A"}\n'), record('{"title":"B"}\n'))).toBe('site');
    expect(editReach(record('{"title":"A"}\n'), record('{"title":"A"}\nrounded-lg'))).toBe('site');
  });

  it('reaches the site when the page gains or loses its Markdown copy', () => {
    expect(editReach(record('x', 'text'), record('x', undefined))).toBe('site');
    expect(editReach(record('x', undefined), record('x', 'text'))).toBe('site');
    expect(editReach(record('x', undefined), record('x', undefined))).toBe('page');
  });

  it('says when the page no longer compiles', () => {
    expect(editReach(record('x'), undefined)).toBe('failed');
  });
});
