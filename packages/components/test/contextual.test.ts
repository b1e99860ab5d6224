import type { Diagnostic } from '@docsgen/diagnostics';
import { describe, expect, it } from 'vitest';
import {
  checkContextual,
  contextualCopyText,
  contextualHref,
  customContextualHref,
  needsPageMarkdown,
} from '../src/index.ts';

const t = {
  pageUrl: 'https://docs.acme.test/guides/start',
  markdownUrl: '/guides/start.md',
  path: '/guides/start',
  mcpUrl: 'https://docs.acme.test/mcp',
  mcpName: 'Acme Docs',
};
const PROMPT =
  'Read%20from%20https%3A%2F%2Fdocs.acme.test%2Fguides%2Fstart%20so%20I%20can%20ask%20questions%20about%20it.';

describe('contextual options: links and copied text', () => {
  it.each([
    ['chatgpt', `https://chatgpt.com/?hints=search&q=${PROMPT}`],
    ['claude', `https://claude.ai/new?q=${PROMPT}`],
    ['perplexity', `https://www.perplexity.ai/search/new?q=${PROMPT}`],
    ['grok', `https://grok.com/?q=${PROMPT}`],
    ['aistudio', `https://aistudio.google.com/prompts/new_chat?prompt=${PROMPT}`],
    ['devin', `https://app.devin.ai/?prompt=${PROMPT}`],
    ['devin-desktop', `windsurf://cascade?prompt=${PROMPT}`],
    ['view', '/guides/start.md'],
    // base64 of {"url":"https://docs.acme.test/mcp"}
    [
      'cursor',
      'cursor://anysphere.cursor-deeplink/mcp/install?name=Acme%20Docs&config=eyJ1cmwiOiJodHRwczovL2RvY3MuYWNtZS50ZXN0L21jcCJ9',
    ],
    [
      'vscode',
      'https://vscode.dev/redirect/mcp/install?name=Acme%20Docs&config=%7B%22type%22%3A%22http%22%2C%22url%22%3A%22https%3A%2F%2Fdocs.acme.test%2Fmcp%22%7D',
    ],
  ])('%s links to %s', (id, href) => {
    expect(contextualHref(id, t)).toBe(href);
  });

  it('download-spec links the spec only on API pages; mcp, add-mcp and devin-mcp copy', () => {
    expect(contextualHref('download-spec', t)).toBeUndefined();
    expect(contextualHref('download-spec', { ...t, specUrl: '/openapi.json' })).toBe('/openapi.json');
    expect(contextualCopyText('mcp', t)).toBe('https://docs.acme.test/mcp');
    expect(contextualCopyText('add-mcp', t)).toBe('npx add-mcp https://docs.acme.test/mcp');
    expect(contextualCopyText('devin-mcp', t)).toBe('https://docs.acme.test/mcp');
    expect(contextualCopyText('chatgpt', t)).toBeUndefined();
  });

  it('fills $page, $path and $mcp in a custom href', () => {
    const href = { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'See $path on $mcp: $page' }] };
    expect(customContextualHref(href, t)).toBe(
      'https://x.com/intent/tweet?text=See%20%2Fguides%2Fstart%20on%20https%3A%2F%2Fdocs.acme.test%2Fmcp%3A%20https%3A%2F%2Fdocs.acme.test%2Fguides%2Fstart',
    );
    expect(customContextualHref(href, t, '# Start')).toContain('%3A%20%23%20Start');
    expect(customContextualHref({ base: 'https://a.test/?x=1', query: [{ key: 'p', value: '$path' }] }, t)).toBe(
      'https://a.test/?x=1&p=%2Fguides%2Fstart',
    );
    expect(customContextualHref('https://a.test/new?u=$path', t)).toBe('https://a.test/new?u=%2Fguides%2Fstart');
    expect(needsPageMarkdown(href)).toBe(true);
    expect(needsPageMarkdown('https://a.test')).toBe(false);
  });
});

describe('checkContextual', () => {
  const locate = (path: string) => ({ file: 'docs.json', jsonPath: `contextual.${path}`, line: 7 });

  it('keeps valid options in order and warns, located, about each unusable one', () => {
    const diagnostics: Diagnostic[] = [];
    const setting = checkContextual(
      {
        options: [
          'copy',
          'chatgtp',
          'copy',
          'assistant',
          { title: 'Feature', description: 'Ask', href: 'https://a.test' },
          { title: 'No href', description: 'x' },
          { title: 'Bad', description: 'x', href: 'javascript:alert(1)' },
          { title: 'Bad query', description: 'x', href: { base: 'https://a.test', query: [{ key: 1 }] } },
        ],
        display: 'side',
      },
      locate,
      diagnostics,
    );
    expect(setting?.options).toEqual(['copy', { title: 'Feature', description: 'Ask', href: 'https://a.test' }]);
    expect(setting?.display).toBe('header');
    expect(diagnostics.map((d) => [d.severity, d.code, d.jsonPath])).toEqual([
      ['warning', 'build/contextual-invalid', 'contextual.display'],
      ['warning', 'build/contextual-unknown-option', 'contextual.options[1]'],
      ['warning', 'build/contextual-invalid', 'contextual.options[2]'],
      ['info', 'check/unsupported', 'contextual.options[3]'],
      ['warning', 'build/contextual-invalid', 'contextual.options[5]'],
      ['warning', 'build/contextual-invalid', 'contextual.options[6]'],
      ['warning', 'build/contextual-invalid', 'contextual.options[7]'],
    ]);
    expect(diagnostics[1]!.hint).toBe('Did you mean `chatgpt`?');
    expect(diagnostics.every((d) => d.file === 'docs.json' && d.line === 7)).toBe(true);
  });

  it('reads `options: []` as no menu, `display: toc`, and refuses a value without options', () => {
    const diagnostics: Diagnostic[] = [];
    expect(checkContextual({ options: [], display: 'toc' }, locate, diagnostics)).toEqual({
      options: [],
      display: 'toc',
      at: [],
    });
    expect(checkContextual(['copy'], locate, diagnostics)).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['build/contextual-invalid']);
  });
});
