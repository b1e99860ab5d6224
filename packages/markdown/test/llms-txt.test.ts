import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentInstructionsBlock, buildLlmsFullTxt, buildLlmsTxt, renderPageMarkdown } from '../src/index.ts';

const expected = (name: string) => path.join(import.meta.dirname, 'fixtures', 'llms', name);

const pages = [
  { title: 'Introduction', url: '/index.md', description: 'What Plantify is.', section: 'Get started' },
  { title: 'Quickstart', url: '/quickstart.md', description: 'Set up in five minutes.', section: 'Get started' },
  { title: 'Get plants', url: '/api/get-plants.md', description: 'List every plant.\nPaged.', section: 'API' },
  { title: 'Changelog [beta]', url: '/changelog.md' },
];

describe('buildLlmsTxt', () => {
  it('writes the site heading, description and sections in navigation order', async () => {
    const text = buildLlmsTxt({
      name: 'Plantify',
      description: 'Docs for the plant API.',
      pages,
      specs: [{ title: 'openapi', url: '/api-reference/openapi.json' }],
      optional: [{ title: 'Status', url: 'https://status.example.com' }],
    });
    await expect(text).toMatchFileSnapshot(expected('llms.txt'));
    expect(text.indexOf('## Get started')).toBeLessThan(text.indexOf('## API'));
    expect(text).toContain('- [Get plants](/api/get-plants.md): List every plant. Paged.\n');
  });

  it('shortens descriptions before dropping entries to stay under the cap', () => {
    const long = Array.from({ length: 50 }, (_, i) => ({
      title: `Page ${i}`,
      url: `/p/${i}.md`,
      description: 'word '.repeat(80).trim(),
    }));
    const full = buildLlmsTxt({ name: 'Big', pages: long });
    expect(full).toContain(`${'word '.repeat(55).trim().slice(0, 250)}`);
    expect(full.split('\n').every((line) => line.length < 340)).toBe(true);

    const capped = buildLlmsTxt({ name: 'Big', pages: long, maxChars: 3000 });
    expect(capped.length).toBeLessThanOrEqual(3000);
    // Every entry is still there, descriptions shortened.
    for (let i = 0; i < 50; i++) expect(capped).toContain(`[Page ${i}](/p/${i}.md)`);

    const tiny = buildLlmsTxt({ name: 'Big', pages: long, maxChars: 500 });
    expect(tiny.length).toBeLessThanOrEqual(500);
    expect(tiny).toContain('[Page 0](/p/0.md)');
    expect(tiny).not.toContain('[Page 49]');
    expect(tiny).toMatch(/\d+ more pages were left out/);
    expect(tiny).not.toContain('word');
  });
});

describe('buildLlmsFullTxt', () => {
  it('writes every page in full with its title, URL and description', async () => {
    const text = buildLlmsFullTxt([
      {
        title: 'Introduction',
        url: 'https://docs.example.com/index.md',
        description: 'What it is.',
        markdown: 'Hello.\n\n## Why\n\nBecause.',
      },
      { title: 'Quickstart', url: 'https://docs.example.com/quickstart.md', markdown: '1. Install\n' },
    ]);
    await expect(text).toMatchFileSnapshot(expected('llms-full.txt'));
  });
});

describe('renderPageMarkdown', () => {
  it('does not repeat an H1 the body already has for the same title', () => {
    expect(renderPageMarkdown({ title: 'List plants', markdown: '# List plants\n\n`GET /plants`\n' })).toBe(
      '# List plants\n\n`GET /plants`\n',
    );
    expect(renderPageMarkdown({ title: 'A', markdown: '# B\n\nx\n' })).toBe('# A\n\n# B\n\nx\n');
  });

  it('puts the title and description above the body', () => {
    expect(renderPageMarkdown({ title: 'Quick\nstart', description: 'Fast.', markdown: 'Body\n' })).toBe(
      '# Quick start\n\n> Fast.\n\nBody\n',
    );
  });
});

describe('agentInstructionsBlock (markdown.instructions)', () => {
  it('quotes a string or an array joined with line breaks under `## Agent Instructions`', () => {
    expect(agentInstructionsBlock('Cite the version.')).toBe('> ## Agent Instructions\n> Cite the version.');
    expect(agentInstructionsBlock(['One.', 'Two\nlines.', ''])).toBe(
      '> ## Agent Instructions\n> One.\n> Two\n> lines.\n>',
    );
    expect(agentInstructionsBlock(undefined)).toBeUndefined();
    expect(agentInstructionsBlock(['  ', ''])).toBeUndefined();
  });

  it('is appended to each page copy and follows the description in llms.txt and opens llms-full.txt', () => {
    const block = agentInstructionsBlock('Cite the version.')!;
    expect(renderPageMarkdown({ title: 'A', markdown: 'Body\n', instructions: block })).toBe(
      `# A\n\nBody\n\n${block}\n`,
    );
    expect(renderPageMarkdown({ title: 'A', markdown: '', instructions: block })).toBe(`# A\n\n${block}\n`);
    const llms = buildLlmsTxt({
      name: 'S',
      description: 'D.',
      instructions: block,
      pages: [{ title: 'P', url: '/p.md' }],
    });
    expect(llms).toBe(`# S\n\n> D.\n\n${block}\n\n## Docs\n\n- [P](/p.md)\n`);
    expect(buildLlmsFullTxt([{ title: 'P', url: '/p', markdown: 'x' }], block)).toBe(
      `${block}\n\n# P\n\nSource: /p\n\nx\n`,
    );
  });
});
