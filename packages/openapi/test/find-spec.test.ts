import { describe, expect, it } from 'vitest';
import { findPageSpec, specPathCandidates } from '../src/find-spec.ts';
import type { LoadedSpec, OpenApiIndex } from '../src/types.ts';

const spec = (file: string): LoadedSpec => ({ file, document: {}, operations: [], tagLabels: new Map(), hash: '' });
const index = (...files: string[]): OpenApiIndex => ({
  specs: new Map(files.map((f) => [f, spec(f)])),
  diagnostics: [],
});

// Issue 45, item 2: `openapi: ../analytics-api.json post /rpc/x` names its spec relative to the page.
describe('the spec a page names', () => {
  it('is looked for relative to the page folder, then from the root', () => {
    expect(specPathCandidates('../analytics-api.json', 'api/analytics/rpc.mdx')).toEqual([
      'api/analytics-api.json',
      'analytics-api.json',
    ]);
    expect(specPathCandidates('/openapi.yaml', 'api/x.mdx')).toEqual(['openapi.yaml']);
    expect(specPathCandidates('openapi.yaml', 'x.mdx')).toEqual(['openapi.yaml']);
    expect(specPathCandidates('https://x.example/o.json', 'a/b.mdx')).toEqual(['https://x.example/o.json']);
  });

  it('is found beside the page, at the root, or as the first spec whose path holds the name', () => {
    const specs = index('openapi.json', 'api/analytics-api.json', 'v2/nested/billing.yaml');
    expect(findPageSpec(specs, '../analytics-api.json', 'api/analytics/rpc.mdx')?.file).toBe('api/analytics-api.json');
    expect(findPageSpec(specs, 'openapi.json', 'api/analytics/rpc.mdx')?.file).toBe('openapi.json');
    expect(findPageSpec(specs, 'billing.yaml', 'guides/pay.mdx')?.file).toBe('v2/nested/billing.yaml');
    expect(findPageSpec(specs, 'nowhere.json', 'guides/pay.mdx')).toBeUndefined();
  });
});
