import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUT_MARKER } from '@docsgen/build';
import { describe, expect, it } from 'vitest';
import { buildOutputFilter } from '../src/build-output-filter.ts';

function root(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-output-filter-'));
  mkdirSync(join(dir, '_site/guides'), { recursive: true });
  writeFileSync(join(dir, '_site', OUTPUT_MARKER), '{}\n');
  writeFileSync(join(dir, '_site/guides/index.html'), '<html></html>');
  mkdirSync(join(dir, 'site/out.staging-4242'), { recursive: true });
  writeFileSync(join(dir, 'site/out.staging-4242', OUTPUT_MARKER), '{}\n');
  writeFileSync(join(dir, '_site.docsgen-lock'), 'docsgen-lock 4242\n');
  writeFileSync(join(dir, 'deno.docsgen-lock'), '4242\n');
  writeFileSync(join(dir, 'notes.lock'), 'not a pid\n');
  mkdirSync(join(dir, 'guides'));
  writeFileSync(join(dir, 'guides/intro.mdx'), '# Intro\n');
  return dir;
}

describe('buildOutputFilter (catalogue row 64: a build output inside the root is not watched)', () => {
  it('skips marked output folders, their files, staging folders and the build lock', () => {
    const isOutput = buildOutputFilter(root());
    expect(isOutput('_site')).toBe(true);
    expect(isOutput('_site/guides/index.html')).toBe(true);
    expect(isOutput('site/out.staging-4242')).toBe(true);
    expect(isOutput('_site.docsgen-lock')).toBe(true);
  });

  it('keeps content, unmarked folders and other .lock files', () => {
    const isOutput = buildOutputFilter(root());
    expect(isOutput('')).toBe(false);
    expect(isOutput('guides')).toBe(false);
    expect(isOutput('guides/intro.mdx')).toBe(false);
    expect(isOutput('site')).toBe(false);
    expect(isOutput('notes.lock')).toBe(false);
    expect(isOutput('deno.docsgen-lock')).toBe(false);
  });

  it('notices a folder that becomes an output after it was first seen', async () => {
    const dir = root();
    const isOutput = buildOutputFilter(dir);
    mkdirSync(join(dir, 'later'));
    expect(isOutput('later/index.html')).toBe(false);
    writeFileSync(join(dir, 'later', OUTPUT_MARKER), '{}\n');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(isOutput('later/index.html')).toBe(true);
  });
});
