import { describe, expect, it } from 'vitest';
import { groupsAllow, pageGroups } from '../src/page-groups.ts';

describe('pageGroups', () => {
  it('reads the groups a page is restricted to, in every YAML form', () => {
    expect(pageGroups('---\ntitle: A\n---\n\nText')).toBeUndefined();
    expect(pageGroups('No frontmatter')).toBeUndefined();
    expect(pageGroups('---\ngroups: ["admin", beta]\n---\n')).toEqual(['admin', 'beta']);
    expect(pageGroups('---\r\ntitle: A\r\ngroups:\r\n  - pro\r\n  - enterprise\r\n---\r\n')).toEqual([
      'pro',
      'enterprise',
    ]);
    expect(pageGroups('---\ngroups: admin\n---\n')).toEqual(['admin']);
  });

  it('restricts to no group what it cannot read, so a restricted page is never published by mistake', () => {
    expect(pageGroups('---\ngroups: [unclosed\n---\n')).toEqual([]);
    expect(pageGroups('---\ngroups:\n---\n')).toEqual([]);
    expect(pageGroups('---\ngroups: &a [x]\nother: *a\n---\n')).toEqual([]);
    // The head read stops inside a long frontmatter that names groups.
    expect(pageGroups(`---\ngroups: [admin]\ndescription: ${'x'.repeat(100)}`)).toEqual([]);
  });

  it('lets a page through when one of its groups is allowed', () => {
    expect(groupsAllow(undefined, new Set())).toBe(true);
    expect(groupsAllow(['admin'], new Set())).toBe(false);
    expect(groupsAllow(['admin', 'pro'], new Set(['pro']))).toBe(true);
    expect(groupsAllow([], new Set(['pro']))).toBe(false);
  });
});
