import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointSlugs, groupOperationsByTag, type LoadedSpec, loadOpenApiIndex } from '../src/index.ts';

const root = path.join(import.meta.dirname, 'fixtures/slugs');

async function load(): Promise<LoadedSpec> {
  const index = await loadOpenApiIndex({ root, sources: [{ source: 'openapi.yaml', file: 'docs.json' }] });
  expect(index.diagnostics).toEqual([]);
  return index.specs.get('openapi.yaml')!;
}

describe('endpointSlugs (reference §2.5, every "Observed [verified]" row)', () => {
  it('matches each observed slug and title', async () => {
    const spec = await load();
    const slugs = endpointSlugs(spec);
    const title = (key: string) => spec.operations.find((op) => `${op.method} ${op.path}` === key)?.title;
    expect(slugs.get('GET /plants')).toBe('api-reference/plants/list-plants');
    expect(title('GET /plants')).toBe('List plants');
    expect(slugs.get('POST /plants')).toBe('api-reference/plants/post-plants');
    expect(title('POST /plants')).toBe('Post plants');
    expect(slugs.get('GET /plants/{id}')).toBe('api-reference/plants/get-plant');
    expect(title('GET /plants/{id}')).toBe('Get plant');
    expect(slugs.get('GET /users')).toBe('api-reference/users/list-users-v2');
    expect(title('GET /users')).toBe('List Users (v2)');
    expect(slugs.get('POST /users')).toBe('api-reference/users/list-users-v2-1');
    expect(slugs.get('GET /users/{userId}/pets')).toBe('api-reference/users/get-users-pets');
    expect(title('GET /users/{userId}/pets')).toBe('Get users pets');
    expect(slugs.get('GET /health')).toBe('api-reference/get-health');
    expect(slugs.get('GET /custom')).toBe('my/custom-page');
    const custom = spec.operations.find((op) => op.path === '/custom')!;
    expect([custom.title, custom.sidebarTitle, custom.content]).toEqual(['Custom title', 'Custom page', '## Extra']);
    expect(slugs.get('WEBHOOK newPet')).toBe('api-reference/new-pet-event');
    expect(slugs.get('GET /secret')).toBe('api-reference/secret');
    expect(spec.operations.find((op) => op.path === '/secret')?.hidden).toBe(true);
    expect(slugs.has('GET /gone')).toBe(false);
  });

  it('puts every slug under a custom directory', async () => {
    const slugs = endpointSlugs(await load(), 'rest');
    expect(slugs.get('GET /users')).toBe('rest/users/list-users-v2');
    expect(slugs.get('POST /users')).toBe('rest/users/list-users-v2-1');
    expect(slugs.get('GET /health')).toBe('rest/get-health');
    expect(slugs.get('GET /custom')).toBe('my/custom-page');
  });
});

describe('groupOperationsByTag', () => {
  it('labels groups by x-group, keeps document order, collects untagged, drops excluded', async () => {
    const groups = groupOperationsByTag(await load());
    expect(groups.map((g) => g.label)).toEqual(['Plants', 'User accounts', 'API Reference']);
    expect(groups[0]!.operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /plants',
      'POST /plants',
      'GET /plants/{id}',
      'GET /custom',
    ]);
    expect(groups[2]!.operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /health',
      'GET /secret',
      'WEBHOOK newPet',
    ]);
  });
});
