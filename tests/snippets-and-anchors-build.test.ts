import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot, runCli } from './build-helpers.ts';

// tests/sites/snippets-and-anchors, built by the bundled CLI as a user builds it: the legacy
// `_snippets/` folder (snippets, not pages; `<Snippet file>` expands from it), an `.mdx` snippet
// reading its props, deep links to Mintlify's field and accordion ids, a user component's `src`
// prop, and a snippet problem met by two pages (issue 30, classes 3–6 and 10).
const site = join(repoRoot, 'tests/sites/snippets-and-anchors');
let out: string;

interface JsonDiagnostic {
  severity: string;
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

let result: { code: number; diagnostics: JsonDiagnostic[] };

beforeAll(async () => {
  await bundleCli();
  out = await mkdtemp(join(tmpdir(), 'docsgen-snippets-anchors-'));
  const { code, stdout } = await runCli(['build', site, '--out', out, '--json']);
  result = { code, diagnostics: (JSON.parse(stdout) as { diagnostics: JsonDiagnostic[] }).diagnostics };
}, 180_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');

describe('snippets and anchors as on Mintlify', () => {
  it('builds with one warning: the snippet problem, once for the two pages using it', () => {
    expect(result.code).toBe(0);
    const problems = result.diagnostics.filter((d) => d.severity !== 'info');
    expect(problems.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'mdx/unknown-component snippets/prerequisites.mdx:2',
    ]);
  });

  it('publishes no page for a _snippets/ file and expands <Snippet file> from there', async () => {
    await expect(readFile(join(out, '_snippets/shared-note/index.html'), 'utf8')).rejects.toThrow();
    expect(await page('')).toContain('A note kept in the legacy snippets folder.');
    expect(await page('guides/setup')).toContain('A note kept in the legacy snippets folder.');
  });

  it("fills a snippet's names with the props each page gives it", async () => {
    expect(await page('')).toContain('Set up a project in Next.js');
    expect(await page('guides/setup')).toContain('Set up a project in Astro');
  });

  it("gives fields and accordions Mintlify's ids, so deep links to them land", async () => {
    const html = await page('guides/reference');
    expect(html).toContain('id="param-expire-after-secs"');
    expect(html).toContain('id="setup-advanced"');
  });

  it("passes a user component's src prop as written", async () => {
    expect(await page('guides/setup')).toContain('href="https://example.com/feedback?src=docs-agent"');
  });
});
