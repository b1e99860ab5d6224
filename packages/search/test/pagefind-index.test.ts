import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { describe, expect, it, vi } from 'vitest';
import { canonicalPagefind } from '../src/canonical-pagefind.ts';
import { pageRecordHtml } from '../src/page-record-html.ts';
import type { PagefindFile } from '../src/pagefind-file.ts';
import { writePagefindIndex } from '../src/pagefind-index.ts';
import type { SearchPage } from '../src/search-page.ts';

// Pages with enough text that the order Pagefind takes them in shows in its files.
const pages: SearchPage[] = Array.from({ length: 40 }, (_, i) => ({
  url: `/guide/page-${i}`,
  title: `Page ${i}`,
  html: `<h2 id="s${i}">Setup ${i}</h2><p>Install widget${i % 5} and configure region${i}. ${'Lorem ipsum dolor sit amet. '.repeat(1 + (i % 4))}</p>`,
}));

// What one add at a time writes: each page indexed before the next is sent.
async function oneAtATime(list: SearchPage[]): Promise<PagefindFile[]> {
  const { index } = await pagefind.createIndex({
    keepIndexUrl: false,
    excludeSelectors: ['[aria-hidden="true"]', '.dg-anchor', 'button'],
  });
  if (!index) throw new Error('Pagefind did not start');
  try {
    for (const page of list) await index.addHTMLFile({ url: page.url, content: pageRecordHtml(page, 'en') });
    const { files } = await index.getFiles();
    return canonicalPagefind(files.map((f) => ({ path: f.path, content: f.content })));
  } finally {
    await index.deleteIndex();
  }
}

function digest(files: PagefindFile[]): Array<[string, string]> {
  return files
    .map((f): [string, string] => [f.path, Buffer.from(f.content).toString('base64')])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('writePagefindIndex', () => {
  it('sends pages ahead of their indexing and writes what one add at a time writes, late pages included', async () => {
    // A page still being made holds the ones after it back; the service takes them in order.
    let give!: (page: SearchPage) => void;
    const late = new Promise<SearchPage>((resolve) => {
      give = resolve;
    });
    const given: Array<SearchPage | Promise<SearchPage>> = [...pages];
    given[17] = late;
    const result = writePagefindIndex(given, 'en');
    setTimeout(() => give(pages[17]!), 50);
    const out = await result;
    if ('error' in out) throw new Error(out.error);
    expect(out.urls).toEqual(pages.map((p) => p.url));
    expect(digest(out.files)).toEqual(digest(await oneAtATime(pages)));
    // The comparison sees order: the same pages the other way round make other files.
    expect(digest(out.files)).not.toEqual(digest(await oneAtATime([...pages].reverse())));
  }, 60_000);

  it('ends with an error, not a throw, when a page is abandoned while the ones before it are in flight', async () => {
    const abandoned = Promise.reject(new Error('The build stopped.'));
    abandoned.catch(() => undefined);
    const result = await writePagefindIndex([...pages.slice(0, 12), abandoned], 'en');
    expect(result).toEqual({ error: 'The build stopped.' });
  });
});

/**
 * What `work` printed to the terminal: console calls and writes to stderr. A helper process that
 * dies is the machine's state, not a docsgen bug: docsgen's own diagnostic says so, and no
 * library prints a stack trace for it.
 */
async function printedDuring<T>(work: () => Promise<T>): Promise<{ result: T; printed: string }> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
  };
  const spies = [
    vi.spyOn(console, 'error').mockImplementation(keep),
    vi.spyOn(console, 'warn').mockImplementation(keep),
    vi.spyOn(console, 'log').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      keep(String(chunk));
      return true;
    }),
  ];
  try {
    const result = await work();
    // The library prints from its stream callbacks, after the calls have settled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { result, printed: lines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const STACK_FRAME = /^\s+at \S/m;

describe('writePagefindIndex after its service died', () => {
  it('starts Pagefind again (as the OOM killer would leave it, killed between two indexes)', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const first = await writePagefindIndex(pages.slice(0, 3), 'en');
    expect('files' in first).toBe(true);
    const children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const backends = children.filter((pid) => {
      try {
        return /pagefind/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(backends.length).toBeGreaterThan(0);
    for (const pid of backends) process.kill(Number(pid), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { result: again, printed } = await printedDuring(() => writePagefindIndex(pages.slice(0, 3), 'en'));
    expect(printed).not.toMatch(STACK_FRAME);
    expect(printed).not.toContain('Service stopped');
    if ('error' in again) throw new Error(again.error);
    expect(digest(again.files)).toEqual(digest('files' in first ? first.files : []));
  }, 60_000);
});

describe('writePagefindIndex when the service process dies while answering', () => {
  it('ends with a service-down error instead of waiting for ever', async () => {
    // A "service" that takes the first request and exits without answering, as a process the OOM
    // killer ends in the middle of its work; Pagefind's library runs what this variable names.
    const dir = await mkdtemp(join(tmpdir(), 'docsgen-pagefind-dies-'));
    const fake = join(dir, 'pagefind_extended');
    await writeFile(fake, '#!/bin/sh\nhead -c 1 >/dev/null\nsleep 0.2\nexit 0\n', { mode: 0o755 });
    const before = process.env.PAGEFIND_EXTENDED_BINARY_PATH;
    await pagefind.close();
    process.env.PAGEFIND_EXTENDED_BINARY_PATH = fake;
    try {
      const { result, printed } = await printedDuring(() => writePagefindIndex(pages.slice(0, 3), 'en'));
      expect(printed).not.toMatch(STACK_FRAME);
      expect(printed).not.toContain('Service stopped');
      expect(result).toEqual({
        error: expect.stringContaining("Pagefind's helper process stopped and could not be started again"),
      });
    } finally {
      if (before === undefined) delete process.env.PAGEFIND_EXTENDED_BINARY_PATH;
      else process.env.PAGEFIND_EXTENDED_BINARY_PATH = before;
      await pagefind.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
