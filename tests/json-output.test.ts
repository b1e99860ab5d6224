import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { bundleCli, runCli } from './build-helpers.ts';
import { makeDocs } from './catalogue/helpers.ts';

// Issue 17: `--json` prints only JSON on standard output, even when pages' own code prints while
// it runs at build time (an MDX expression, an export, a JSX snippet); that output goes to stderr.
const files = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Logs',
    colors: { primary: '#0D9373' },
    navigation: { pages: ['index', 'snip'] },
  }),
  'index.mdx':
    '---\ntitle: Home\n---\n\nexport const x = console.log("PAGE-EXPORT-LOG");\n\n{console.log("PAGE-EXPR-LOG")}\n\nText.\n',
  'snip.mdx': '---\ntitle: Snip\n---\n\nimport { S } from "/snippets/s.jsx";\n\n<S />\n',
  'snippets/s.jsx':
    'export const S = () => { console.log("SNIPPET-LOG"); process.stdout.write("SNIPPET-RAW-WRITE\\n"); return "s"; };\n',
};
const logs = ['PAGE-EXPORT-LOG', 'PAGE-EXPR-LOG', 'SNIPPET-LOG', 'SNIPPET-RAW-WRITE'];

describe('--json keeps standard output for JSON', () => {
  beforeAll(bundleCli, 120_000);

  test('docsgen check --json', async () => {
    const root = await makeDocs(files);
    const { code, stdout, stderr } = await runCli(['check', '--json', root]);
    expect(code, stderr).toBe(0);
    const parsed = JSON.parse(stdout) as unknown[];
    expect(Array.isArray(parsed)).toBe(true);
    for (const log of logs) {
      expect(stdout).not.toContain(log);
      expect(stderr).toContain(log);
    }
  });

  test('docsgen build --json, pages compiled in worker threads and in-process', async () => {
    for (const workers of ['on', 'off']) {
      const root = await makeDocs(files);
      const out = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-json-')), 'site');
      const { code, stdout, stderr } = await runCli([
        'build',
        root,
        '--out',
        out,
        '--json',
        '--no-cache',
        '--workers',
        workers,
      ]);
      expect(code, stderr).toBe(0);
      expect((JSON.parse(stdout) as { ok: boolean }).ok).toBe(true);
      for (const log of logs) expect(stdout, workers).not.toContain(log);
    }
  });
});
