import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../src/commands/check.ts';
import { printDiagnostics } from '../src/print-diagnostics.ts';

const fixture = path.join(import.meta.dirname, 'fixtures', 'check-authoring');

// `docsgen check` on a repo with one violation of each authoring rule per page, plus an unknown icon, broken links,
// anchors, a missing image an unknown component and Mintlify
// features docsgen does not have (explained with what to do instead): the printed report is pinned.
// `check` runs the whole build (workers, highlighting, rendering): a minute's budget on a loaded machine.
describe('docsgen check: page checks', { timeout: 120_000 }, () => {
  it('reports each authoring rule, link and component problem at its page', async () => {
    const { root, diagnostics } = await checkSite(fixture, { cache: false });
    const lines = diagnostics
      .map((d) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''}`)
      .sort();
    expect(lines).toEqual([
      'info check/unsupported docs.json:11:9',
      'info check/unsupported docs.json:6:59',
      'info check/unsupported guides/mintlify-only.mdx:12:1',
      'warning authoring/description guides/no-description.mdx:1:1',
      'warning authoring/heading-level guides/h1-first.mdx:6:1',
      'warning authoring/heading-level guides/h3-first.mdx:6:1',
      'warning authoring/image-frame guides/unframed-image.mdx:8:1',
      'warning build/unknown-icon docs.json:12:17',
      'warning mdx/broken-anchor guides/links.mdx:8:36',
      'warning mdx/broken-anchor guides/links.mdx:9:1',
      'warning mdx/broken-link guides/links.mdx:8:1',
      'warning mdx/missing-image guides/links.mdx:12:3',
      'warning mdx/missing-title guides/no-title.mdx:2:1',
      'warning mdx/unknown-component guides/mintlify-only.mdx:8:1',
      'warning mdx/unknown-component guides/unknown-component.mdx:8:1',
    ]);
    let report = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        report += String(chunk);
        done();
      },
    });
    printDiagnostics(diagnostics, { root, color: false, stream });
    await expect(report).toMatchFileSnapshot(path.join(fixture, 'expected-report.txt'));
  });

  it('a page that follows every rule gets no diagnostic', async () => {
    const { diagnostics } = await checkSite(fixture, { cache: false });
    expect(diagnostics.filter((d) => d.file === 'index.mdx')).toEqual([]);
  });
});
