import { describe, expect, it } from 'vitest';
import { parseEndpointRef } from '../src/index.ts';

describe('parseEndpointRef', () => {
  it.each([
    ['GET /x', { method: 'GET', path: '/x' }],
    ['get /x', { method: 'GET', path: '/x' }],
    ['  Delete   /users/{id}  ', { method: 'DELETE', path: '/users/{id}' }],
    ['spec.yaml GET /x', { spec: 'spec.yaml', method: 'GET', path: '/x' }],
    ['/spec POST /x', { spec: '/spec', method: 'POST', path: '/x' }],
    ['webhook name', { method: 'WEBHOOK', path: 'name' }],
    ['Webhook new pet', { method: 'WEBHOOK', path: 'new pet' }],
    ['spec.json webhook name', { spec: 'spec.json', method: 'WEBHOOK', path: 'name' }],
    ['COPY /files', { method: 'COPY', path: '/files' }],
    ['copy /files', { method: 'copy', path: '/files' }],
  ])('parses %j', (entry, expected) => {
    expect(parseEndpointRef(entry)).toEqual(expected);
  });

  it.each(['guides/get-started', 'index', 'GET', 'GET x', 'a b c d', '', 'get-started /x/'.replace('/x/', 'x')])(
    'refuses plain page %j',
    (entry) => {
      expect(parseEndpointRef(entry)).toBeUndefined();
    },
  );
});
