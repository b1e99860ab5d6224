// The files AI tools read, in a whole build and in `docsgen dev`: llms.txt with the specs and
// external links, the `.well-known` copies, `markdown.instructions`, skill.md and the skills indexes,
// and Markdown answers to `Accept: text/markdown`.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '@docsgen/build';
import { startDevServer } from '@docsgen/dev-server';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { copySite } from './build-helpers.ts';

async function build(root: string) {
  const out = await mkdtemp(join(tmpdir(), 'docsgen-ai-files-'));
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { out, result, read: (p: string) => readFile(join(out, p), 'utf8') };
}

const INSTRUCTIONS =
  '> ## Agent Instructions\n> Always cite the API version.\n> Prefer the TypeScript SDK in examples.';

describe('AI files of a build', () => {
  it('writes llms.txt with the instructions, specs and external links, and its .well-known copies', async () => {
    const { read } = await build(await copySite('ai-menu'));
    const llms = await read('llms.txt');
    expect(
      llms.startsWith(`# Acme Docs\n\n> Docs for the Acme payments API.\n\n${INSTRUCTIONS}\n\n## Get started\n`),
    ).toBe(true);
    expect(llms).toContain('- [Introduction](https://docs.acme.test/index.md): What Acme is.\n');
    expect(llms).toContain('## OpenAPI Specs\n\n- [openapi](https://docs.acme.test/api/openapi.json)\n');
    expect(llms).toContain('## Optional\n\n- [Status](https://status.acme.test)\n');
    expect(await read('.well-known/llms.txt')).toBe(llms);
    const full = await read('llms-full.txt');
    expect(full.startsWith(`${INSTRUCTIONS}\n\n# Introduction`)).toBe(true);
    expect(await read('.well-known/llms-full.txt')).toBe(full);
    // Each page's Markdown copy ends with the block.
    expect(
      (await read('index.md')).endsWith(`## Next steps\n\nRead the [changelog](/changelog).\n\n${INSTRUCTIONS}\n`),
    ).toBe(true);
  }, 60_000);

  it('publishes .mintlify/skills with both discovery indexes, leaving out group-only skills', async () => {
    const { read, out } = await build(await copySite('ai-menu'));
    const skill = await read('.mintlify/skills/payments/SKILL.md').catch(() => undefined);
    expect(skill).toBeUndefined();
    const text = await read('.well-known/skills/acme-payments/skill.md');
    expect(text).toContain('Call `POST /payments` to create a payment.');
    expect(await read('.well-known/agent-skills/acme-payments/SKILL.md')).toBe(text);
    expect(JSON.parse(await read('.well-known/skills/index.json'))).toEqual({
      skills: [
        { name: 'acme-payments', description: 'Create and refund payments with the Acme API.', files: ['SKILL.md'] },
      ],
    });
    const agent = JSON.parse(await read('.well-known/agent-skills/index.json'));
    expect(agent.skills).toEqual([
      {
        name: 'acme-payments',
        type: 'skill-md',
        description: 'Create and refund payments with the Acme API.',
        url: '/.well-known/agent-skills/acme-payments/SKILL.md',
        digest: `sha256:${createHash('sha256').update(text).digest('hex')}`,
      },
    ]);
    // One skill: /skill.md is that skill. The group-only one is published nowhere.
    expect(await read('skill.md')).toBe(text);
    expect(existsSync(join(out, '.well-known/skills/admin-tools'))).toBe(false);
  }, 60_000);

  it('publishes a root skill.md as written (never as a page), or generates one from the site', async () => {
    const root = await copySite('ai-menu');
    const own = '---\nname: acme\ndescription: Use Acme.\n---\n\n# Acme skill\n';
    await writeFile(join(root, 'skill.md'), own);
    const withOwn = await build(root);
    expect(await withOwn.read('skill.md')).toBe(own);
    expect(existsSync(join(withOwn.out, 'skill/index.html'))).toBe(false);
    expect(
      JSON.parse(await withOwn.read('.well-known/skills/index.json')).skills.map((s: { name: string }) => s.name),
    ).toEqual(['acme', 'acme-payments']);

    await rm(join(root, 'skill.md'));
    await rm(join(root, '.mintlify'), { recursive: true });
    const generated = await build(root);
    const text = await generated.read('skill.md');
    expect(
      text.startsWith('---\nname: "acme-docs"\ndescription: "Docs for the Acme payments API."\n---\n\n# Acme Docs\n'),
    ).toBe(true);
    expect(text).toContain('- [Introduction](https://docs.acme.test/index.md): What Acme is.');
    expect(await generated.read('.well-known/skills/acme-docs/skill.md')).toBe(text);
  }, 60_000);
});

describe('AI files in docsgen dev', () => {
  it('answers Accept: text/markdown with the page Markdown, and serves .well-known', async () => {
    const root = await copySite('ai-menu');
    const dev = await startDevServer({ root, port: 0, themeFor, log: () => {} });
    try {
      const md = await fetch(new URL('/changelog', dev.url), { headers: { Accept: 'text/markdown' } });
      expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(md.headers.get('vary')).toBe('Accept');
      const body = await md.text();
      expect(body.startsWith('# Changelog\n\n> Product updates and announcements.')).toBe(true);
      const root = await fetch(dev.url, { headers: { Accept: 'text/plain' } });
      expect((await root.text()).startsWith('# Introduction')).toBe(true);
      const html = await fetch(new URL('/changelog', dev.url), {
        headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(html.headers.get('content-type')).toContain('text/html');
      const wellKnown = await fetch(new URL('/.well-known/llms.txt', dev.url));
      expect(wellKnown.status).toBe(200);
      expect(await wellKnown.text()).toContain('# Acme Docs');
      expect((await fetch(new URL('/.git/config', dev.url))).status).toBe(404);
    } finally {
      await dev.close();
    }
  }, 60_000);
});

describe('contextual menu settings in a build', () => {
  it('warns at the option or frontmatter line about unusable values, and falls back to the site menu', async () => {
    const root = await copySite('ai-menu');
    const file = join(root, 'docs.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    config.contextual.options.splice(1, 0, 'chatgtp');
    const text = JSON.stringify(config, null, 2);
    await writeFile(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('"chatgtp"')) + 1;
    await writeFile(
      join(root, 'toc-menu.mdx'),
      '---\ntitle: Bad menu\ncontextual:\n  options: ["copy", "claud"]\n---\n\nText.\n',
    );
    await writeFile(join(root, 'no-menu.mdx'), '---\ntitle: Broken menu\ncontextual: yes\n---\n\nText.\n');
    const { result, read } = await build(root);
    const warnings = result.diagnostics
      .filter((d) => d.code.startsWith('build/contextual'))
      .map((d) => [d.code, d.file, d.line, d.jsonPath]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        ['build/contextual-unknown-option', 'docs.json', line, 'contextual.options[1]'],
        ['build/contextual-unknown-option', 'toc-menu.mdx', 4, 'frontmatter.contextual.options.1'],
        ['build/contextual-invalid', 'no-menu.mdx', 3, 'frontmatter.contextual'],
      ]),
    );
    expect(warnings).toHaveLength(3);
    // The page keeps its valid options; the broken one shows the site's menu.
    expect(await read('toc-menu/index.html')).toContain('data-dg-ctx="copy"');
    expect(await read('toc-menu/index.html')).not.toContain('data-dg-ctx="chatgpt"');
    expect(await read('no-menu/index.html')).toContain('data-dg-ctx="chatgpt"');
  }, 60_000);
});
