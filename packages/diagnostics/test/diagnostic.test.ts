import { describe, expect, it } from 'vitest';
import { sortDiagnostics, uniqueDiagnostics, warning } from '../src/index.ts';

describe('uniqueDiagnostics', () => {
  const snippet = warning('mdx/unknown-component', 'Unknown component `<Unk>`.', {
    file: 'snippets/s.mdx',
    line: 1,
    column: 8,
  });

  it('keeps each distinct diagnostic once: a snippet problem found by every page importing it', () => {
    const other = { ...snippet, line: 2 };
    expect(uniqueDiagnostics([snippet, { ...snippet }, other, { ...snippet }])).toEqual([snippet, other]);
  });

  it('keeps diagnostics that differ in anything the reader sees', () => {
    const list = [snippet, { ...snippet, hint: 'another hint' }, { ...snippet, severity: 'error' as const }];
    expect(uniqueDiagnostics(list)).toHaveLength(3);
  });

  it('is applied by sortDiagnostics, so no report prints one diagnostic twice', () => {
    expect(sortDiagnostics([{ ...snippet }, snippet])).toEqual([snippet]);
  });
});
