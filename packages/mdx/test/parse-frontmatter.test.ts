import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../src/parse-frontmatter.ts';

const parse = (yaml: string) => parseFrontmatter({ yaml, firstLine: 2, file: 'p.mdx' });

// Mintlify reads frontmatter with js-yaml's YAML 1.1 rules, where a plain value with a leading
// zero (`04.2026`, `09`) is text unless it is an octal integer; the core schema reads it as a number.
describe('parseFrontmatter: leading-zero values', () => {
  it('keeps `title: 04.2026` as the text written, with no warning', () => {
    const { frontmatter, diagnostics } = parse('title: 04.2026\ndescription: April release notes.\n');
    expect(frontmatter.title).toBe('04.2026');
    expect(diagnostics).toEqual([]);
  });

  it('keeps other leading-zero values (custom keys, lists, signs) as text', () => {
    const { frontmatter, diagnostics } = parse('title: Notes\nrelease: 09\nversions: [05.1, -07.5]\n');
    expect(frontmatter).toMatchObject({ release: '09', versions: ['05.1', '-07.5'] });
    expect(diagnostics).toEqual([]);
  });

  it('still reads real numbers as numbers: a numeric title is converted with a warning', () => {
    const { frontmatter, diagnostics } = parse('title: 4.5\nboost: 0.5\norder: 0\n');
    expect(frontmatter).toMatchObject({ title: '4.5', boost: 0.5, order: 0 });
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['mdx/frontmatter-type', 2]]);
  });

  it('leaves quoted values alone', () => {
    expect(parse('title: "04.2026"\n').frontmatter.title).toBe('04.2026');
  });
});
