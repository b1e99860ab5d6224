// A build keeps its open files bounded whatever the site's size: the Tailwind class scan opened
// every page file at once (423 open files at 400 pages; under `ulimit -n 256` builds failed with
// misleading errors). Counted here as reads in flight through the one read gate.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';

let inFlight = 0;
let most = 0;
vi.mock('@docsgen/diagnostics/read-repository-file', async (load) => {
  const real = await load<typeof import('@docsgen/diagnostics/read-repository-file')>();
  return {
    ...real,
    readRepositoryFile: async (...args: Parameters<typeof real.readRepositoryFile>) => {
      most = Math.max(most, ++inFlight);
      try {
        return await real.readRepositoryFile(...args);
      } finally {
        inFlight--;
      }
    },
  };
});

const { siteClassNames } = await import('../src/tailwind-css.ts');
const { FILES_OPEN_AT_ONCE } = await import('../src/map-limit.ts');

describe('open files of the class scan', () => {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-open-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('at most a few page files are open at once, and every class is still found', async () => {
    const files = Array.from({ length: 300 }, (_, i) => `p${i}.mdx`);
    for (const [i, file] of files.entries())
      writeFileSync(join(root, file), `<div className="p-${i % 7} m-${i}">x</div>\n`);
    const found = await siteClassNames(root, files);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(FILES_OPEN_AT_ONCE);
    expect(found.size).toBe(7 + 300);
    expect(found.get('m-299')).toMatchObject({ file: 'p299.mdx' });
  });
});
