import type { BuildResult, FileChange, IncrementalBuilder } from '@docsgen/build';
import { DevSink } from '@docsgen/build';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import { describe, expect, it, vi } from 'vitest';
import { DevRebuild } from '../src/dev-rebuild.ts';
import { ReloadChannel } from '../src/reload-channel.ts';

/** A DevRebuild over a builder made of `steps`, logging into `lines`. */
function devOver(output: DevSink, steps: Pick<IncrementalBuilder, 'build' | 'update'>) {
  const builder: IncrementalBuilder = { ...steps, classify: () => 'page', close: async () => undefined };
  const channel = new ReloadChannel();
  const lines: string[] = [];
  const dev = new DevRebuild({ root: '/nowhere', builder, output, channel, log: (l) => lines.push(l) });
  return { dev, lines, channel };
}

describe('dev when a helper service stays down', () => {
  it('says so in the overlay and keeps serving the last good islands and pages as they were', async () => {
    const output = new DevSink();
    const ok = (): BuildResult => ({ ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [] });
    const { dev, lines, channel } = devOver(output, {
      async build() {
        await output.write('index.html', '<script src="/islands/islands-aaa.js"></script>');
        await output.write('islands/islands-aaa.js', 'good islands');
        return ok();
      },
      async update(_changes: FileChange[]) {
        // The page is rendered again, then bundling its islands finds esbuild dead twice.
        await output.write('index.html', '<script src="/islands/islands-bbb.js"></script>');
        output.delete('islands/islands-aaa.js');
        throw new ServiceDownError('esbuild', new Error('The service was stopped'));
      },
    });
    try {
      await dev.rebuild(undefined);
      const good = dev.site.files;
      await dev.rebuild([{ kind: 'change', path: 'index.mdx' }]);
      expect(dev.site.revision).toBe(2);
      expect(dev.site.files).toBe(good);
      expect(Buffer.from(dev.site.files.get('index.html') as Uint8Array).toString()).toContain('islands-aaa.js');
      expect(Buffer.from(dev.site.files.get('islands/islands-aaa.js') as Uint8Array).toString()).toBe('good islands');
      expect(dev.diagnostics.map((d) => d.code)).toEqual(['dev/service-down']);
      expect(dev.site.overlayHtml).toContain('esbuild');
      expect(dev.site.overlayHtml).toContain('still served');
      expect(dev.site.overlayHtml).not.toContain('internal error');
      expect(lines.join('\n')).toContain('still serving the last version that built');
    } finally {
      channel.close();
    }
  });

  it('shows a search index the background could not refresh in the overlay, as a new revision, files kept', async () => {
    const output = new DevSink();
    const failure = error(
      'search/refresh-failed',
      "The search index was not refreshed after this change: Pagefind's helper process stopped and could not be started again (Pagefind backend closed). Search still answers from the last index.",
    );
    const { dev, lines, channel } = devOver(output, {
      async build() {
        await output.write('index.html', '<p>home</p>');
        await output.write('pagefind/pagefind-entry.json', '{}');
        return { ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [] };
      },
      async update() {
        await output.write('index.html', '<p>home, edited</p>');
        // The page answers first; the search index fails after (the sink keeps the last one).
        const background = new Promise<readonly Diagnostic[]>((done) => setTimeout(() => done([failure]), 5));
        return { ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [], background };
      },
    });
    const announced = vi.spyOn(channel, 'searchIndex');
    try {
      await dev.rebuild(undefined);
      await dev.rebuild([{ kind: 'change', path: 'index.mdx' }]);
      expect([dev.site.revision, dev.site.overlayHtml]).toEqual([2, '']);
      await dev.background;
      // A revision of its own, so open pages reload into the overlay; no new index is announced.
      expect(dev.site.revision).toBe(3);
      expect(announced).not.toHaveBeenCalled();
      expect(dev.site.overlayHtml).toContain('search/refresh-failed');
      expect(dev.site.overlayHtml).toContain('Search still answers from the last index.');
      expect(dev.site.overlayHtml).toContain('This page is the latest version');
      expect(dev.diagnostics.map((d) => d.code)).toEqual(['search/refresh-failed']);
      expect(Buffer.from(dev.site.files.get('index.html') as Uint8Array).toString()).toBe('<p>home, edited</p>');
      expect(dev.site.files.has('pagefind/pagefind-entry.json')).toBe(true);
      expect(lines.join('\n')).toContain('search/refresh-failed');
    } finally {
      channel.close();
    }
  });

  it('announces a refreshed search index to open pages at the same revision, unless a newer rebuild came first', async () => {
    const output = new DevSink();
    const backgrounds: Array<() => void> = [];
    const { dev, channel } = devOver(output, {
      async build() {
        await output.write('pagefind/pagefind-entry.json', '{"v":0}');
        return { ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [] };
      },
      async update() {
        const n = backgrounds.length + 1;
        const background = new Promise<undefined>((done) => {
          backgrounds.push(() => {
            void output.write('pagefind/pagefind-entry.json', `{"v":${n}}`);
            done(undefined);
          });
        });
        return { ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [], background };
      },
    });
    const announced = vi.spyOn(channel, 'searchIndex');
    const entry = () => Buffer.from(dev.site.files.get('pagefind/pagefind-entry.json') as Uint8Array).toString();
    try {
      await dev.rebuild(undefined);
      await dev.rebuild([{ kind: 'change', path: 'index.mdx' }]);
      backgrounds[0]!();
      await dev.background;
      expect([dev.site.revision, entry()]).toEqual([2, '{"v":1}']);
      expect(announced.mock.calls).toEqual([[2]]);
      // A second edit's index lands after a third edit was published: it is not swapped in or announced.
      await dev.rebuild([{ kind: 'change', path: 'index.mdx' }]);
      const second = dev.background;
      await dev.rebuild([{ kind: 'change', path: 'index.mdx' }]);
      backgrounds[1]!();
      await second;
      expect(announced.mock.calls).toEqual([[2]]);
      backgrounds[2]!();
      await dev.background;
      expect([dev.site.revision, announced.mock.calls]).toEqual([4, [[2], [4]]]);
    } finally {
      channel.close();
    }
  });
});
