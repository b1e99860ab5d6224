import { readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';
import { prettyHtml } from './pretty-html.ts';

// Fixture pairs for the component set: input.mdx beside expected.html (and the diagnostics the
// page produces). Regenerate with `npx vitest run -u`.
const componentsDir = path.dirname(createRequire(import.meta.url).resolve('@docsgen/components/package.json'));
const fixtures = path.join(componentsDir, 'test/fixtures');

const checks: Record<string, (html: string, aside: string) => void> = {
  accordions: (html) => {
    expect(html).toContain('<details id="first-question" class="dg-accordion accordion">');
    expect(html).toMatch(/<details id="second-question" open class="dg-accordion accordion">/);
  },
  tabs: (html) => {
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    expect(html).toContain('Second panel with a list');
  },
  steps: (html) => expect(html).toMatch(/^<ol class="dg-steps steps">/),
  'request-response-example': (html, aside) => {
    expect(aside).toContain('dg-example--request');
    expect(aside).toContain('dg-example--response');
    expect(html).toContain('dg-example-inline--request');
  },
  'prompt-view-visibility': (html, aside) => {
    expect(html).toContain('Only on the web');
    expect(html).not.toContain('Only for agents');
    expect(aside).toContain('Side panel content');
  },
  'html-and-snippet': (html) => expect(html).toContain('<strong>greeting</strong>'),
  'mintlify-extras': (html) => {
    // The Markdown list became folders and files, formatting dropped from names.
    expect(html).toMatch(/<details open><summary class="dg-tree__label">.*docs<\/summary>/);
    expect(html).toMatch(/dg-tree__file tree-file">.*configuration\.mdx<\/span>/);
    expect(html).toMatch(
      /<li class="dg-tree__folder tree-folder"><details><summary class="dg-tree__label">.*empty<\/summary>/,
    );
    expect(html).not.toContain('<ul class="dg-tree"><ul>');
    expect(html).toContain('href="https://github.com/mintlify/docs"');
    expect(html).toContain('href="https://github.com/PrefectHQ/fastmcp"');
    expect(html).toContain('class="dg-github-repo dg-github-repo--flat wide"');
    expect(html).toMatch(/<h3 id="built-with-a-component" class="dg-heading">/);
    expect(html).toMatch(/<h2 class="dg-heading">No anchor here<\/h2>/);
    expect(html).toMatch(/<video[^>]* autoplay[^>]* loop[^>]* muted/);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
  },
};

describe('component fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    it(name, async () => {
      const root = realpathSync(path.join(fixtures, name));
      const { readFileSync } = await import('node:fs');
      const page = await compilePage({
        root,
        file: 'input.mdx',
        source: readFileSync(path.join(root, 'input.mdx'), 'utf8'),
        fallbackTitle: name,
        markdown: false,
      });
      expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(page.html).not.toMatch(/(href|src|action|style)="[^"]*javascript:/i);
      expect(page.html).not.toContain('[object Object]');
      checks[name]?.(page.html, page.asideHtml ?? '');
      const diagnostics = page.diagnostics.filter((d) => d.code !== 'mdx/missing-title');
      const out = [
        prettyHtml(page.html),
        page.asideHtml ? `\n<!-- asideHtml -->\n${prettyHtml(page.asideHtml)}` : '',
        diagnostics.length
          ? `\n<!-- diagnostics\n${diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column} ${d.message}`).join('\n')}\n-->`
          : '',
      ].join('');
      await expect(`${out}\n`).toMatchFileSnapshot(path.join(fixtures, name, 'expected.html'));
    });
  }
});
