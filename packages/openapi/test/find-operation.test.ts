import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closestOperations, findOperation, findSpec, loadOpenApiIndex } from '../src/index.ts';

const root = path.join(import.meta.dirname, 'fixtures/slugs');

describe('findSpec / findOperation / closestOperations', async () => {
  const index = await loadOpenApiIndex({ root, sources: [{ source: '/openapi.yaml', file: 'docs.json' }] });
  const spec = index.specs.get('openapi.yaml')!;

  it('finds the spec with a leading slash, ./ or no extension', () => {
    expect(index.diagnostics).toEqual([]);
    for (const written of ['openapi.yaml', '/openapi.yaml', './openapi.yaml', 'openapi', '/openapi', 'openapi.json']) {
      expect(findSpec(index, written)?.file).toBe('openapi.yaml');
    }
    expect(findSpec(index, 'other.yaml')).toBeUndefined();
  });

  it('matches fixed methods in any case and ignores trailing slashes', () => {
    expect(findOperation(spec, 'get', '/plants')?.summary).toBe('List plants');
    expect(findOperation(spec, 'GET', '/plants/')?.summary).toBe('List plants');
    expect(findOperation(spec, 'Get', '/plants/{id}/')?.summary).toBe('Get plant');
    expect(findOperation(spec, 'webhook', 'newPet')?.summary).toBe('New pet event');
    expect(findOperation(spec, 'PUT', '/plants')).toBeUndefined();
    expect(findOperation(spec, 'GET', '/plants/{plantId}')).toBeUndefined();
  });

  it('suggests the closest operations, same path first', () => {
    expect(closestOperations(spec, 'PUT', '/plants')[0]).toMatch(/^(GET|POST) \/plants$/);
    expect(closestOperations(spec, 'GET', '/plants/{plantId}')[0]).toBe('GET /plants/{id}');
    expect(closestOperations(spec, 'GET', '/plans')).toContain('GET /plants');
    expect(closestOperations(spec, 'GET', '/plants', 1)).toHaveLength(1);
  });
});
