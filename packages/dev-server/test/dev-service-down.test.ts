import type { BuildResult, FileChange, IncrementalBuilder } from '@docsgen/build';
import { DevSink } from '@docsgen/build';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import { describe, expect, it } from 'vitest';
import { DevRebuild } from '../src/dev-rebuild.ts';
import { ReloadChannel } from '../src/reload-channel.ts';

describe('dev when a helper service stays down', () => {
  it('says so in the overlay and keeps serving the last good islands and pages as they were', async () => {
    const output = new DevSink();
    const ok = (): BuildResult => ({ ok: true, pages: 1, files: [...output.keys()], durationMs: 1, diagnostics: [] });
    const builder: IncrementalBuilder = {
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
      classify: () => 'page',
      close: async () => undefined,
    };
    const channel = new ReloadChannel();
    const lines: string[] = [];
    const dev = new DevRebuild({ root: '/nowhere', builder, output, channel, log: (l) => lines.push(l) });
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
});
