// AI-ready output of a real build: llms.txt, llms-full.txt and the per-page .md copies.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
const work = mkdtempSync(path.join(tmpdir(), 'docsgen-llms-'));
const docs = path.join(work, 'docs');
const dist = path.join(work, 'dist');

function build(root: string, out: string) {
  const result = spawnSync(process.execPath, [cli, 'build', root, '--out', out, '--no-cache', '--json'], {
    encoding: 'utf8',
  });
  const report = JSON.parse(result.stdout) as { ok: boolean; diagnostics: Array<{ severity: string }> };
  expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(report.ok).toBe(true);
}

beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'packages/cli/dist/docsgen.mjs'))) {
    spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repoRoot });
  }
  cpSync(path.join(repoRoot, 'tests/fixtures/mcp-docs'), docs, { recursive: true });
  build(docs, dist);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('llms.txt', () => {
  it('lists the site and its pages in navigation order, grouped by section, linking the .md copies', () => {
    const text = readFileSync(path.join(dist, 'llms.txt'), 'utf8');
    expect(text).toBe(
      [
        '# Plantify',
        '',
        '> Docs for the Plantify plant-care API.',
        '',
        '## Get started',
        '',
        '- [Introduction](/index.md): What Plantify is and how to start.',
        '- [Watering schedules](/guides/watering.md): Set how often each plant is watered.',
        '',
        '## Reference',
        '',
        '- [Errors](/api/errors.md): Error codes the API returns.',
        '',
      ].join('\n'),
    );
    // noindex pages stay out.
    expect(text).not.toContain('Hidden notes');
  });

  it('is replaced by a custom llms.txt in the docs root', () => {
    const custom = path.join(work, 'custom');
    cpSync(docs, custom, { recursive: true });
    writeFileSync(path.join(custom, 'llms.txt'), '# Hand-written\n');
    build(custom, path.join(work, 'custom-dist'));
    expect(readFileSync(path.join(work, 'custom-dist', 'llms.txt'), 'utf8')).toBe('# Hand-written\n');
  });
});

describe('llms-full.txt and .md copies', () => {
  it('holds every listed page in full, with components lowered', () => {
    const text = readFileSync(path.join(dist, 'llms-full.txt'), 'utf8');
    expect(text.match(/^# /gm)).toHaveLength(3);
    expect(text).toContain('# Watering schedules');
    expect(text).toContain('1. **Pick a plant**');
    expect(text).toContain('> **Note:** You need an API key from the dashboard.');
    expect(text).not.toContain('Quixotic');
  });

  it('writes a clean Markdown copy of every page, with no JSX', () => {
    const md = readdirSync(dist, { recursive: true })
      .map(String)
      // The skills (skill.md, .well-known/) are Markdown too, but no page's copy.
      .filter((f) => f.endsWith('.md') && f !== 'skill.md' && !f.startsWith('.well-known'));
    expect(md.sort()).toEqual(['api/errors.md', 'guides/hidden-notes.md', 'guides/watering.md', 'index.md']);
    for (const file of md) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(text, file).toMatch(/^# \S/);
      const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
      expect(prose, file).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
    }
    expect(readFileSync(path.join(dist, 'api/errors.md'), 'utf8')).toContain('- `code` (string, required)');
    expect(readFileSync(path.join(dist, 'guides/watering.md'), 'utf8')).toContain(
      'Agents: the schedule endpoint is idempotent.',
    );
  });
});
