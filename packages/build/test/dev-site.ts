import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { escapeHtml } from '@docsgen/html';
import type { SidebarItem, Theme } from '@docsgen/theme-api';
import { MemorySink } from '../src/memory-sink.ts';
import type { OutputSink } from '../src/types.ts';

const labels = (items: SidebarItem[]): string[] =>
  items.flatMap((i) => (i.kind === 'group' ? [i.label, ...labels(i.items)] : 'label' in i ? [i.label] : []));

/**
 * A theme that prints what a dev change can alter on a page: the site's name, the page's title,
 * the sidebar's labels and the page's content (so a title edit shows in every page's sidebar).
 */
export const plainTheme: Theme = {
  name: 'plain',
  defaults: { breadcrumbs: false, drilldown: false },
  render: (ctx) =>
    `<title>${escapeHtml(ctx.page.title)} · ${escapeHtml(ctx.site.name)}</title>` +
    `<nav>${labels(ctx.sidebar).map(escapeHtml).join(' | ')}</nav><main>${ctx.page.content.html}</main>`,
  renderNotFound: (ctx) => `<title>${escapeHtml(ctx.page.title)}</title>`,
  assets: () => [{ name: 'plain.css', contents: 'main{margin:0}' }],
};

/** A small docs site in a temp folder: three pages (one imports a snippet), a static file. */
export function writeDevSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-dev-builder-'));
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Plain Site',
      colors: { primary: '#16A34A' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'other'] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome text.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\nimport Note from "/snippets/note.mdx";\n\nGuide text.\n\n<Note />\n',
    'other.mdx': '---\ntitle: Other\n---\n\nOther text.\n',
    'snippets/note.mdx': 'Snippet, first version.\n',
    'notes.txt': 'first\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Replaces `from` by `to` in a file of `root` (throws when `from` is not there). */
export function edit(root: string, path: string, from: string, to: string): void {
  const file = join(root, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** A memory sink that also lists the paths written to it, in order. */
export class WatchedSink extends MemorySink implements OutputSink {
  readonly writes: string[] = [];
  override async write(path: string, contents: string | Uint8Array): Promise<void> {
    this.writes.push(path);
    await super.write(path, contents);
  }
}

/** The sink's text files (HTML, Markdown, llms.txt…) as strings, the search index left out. */
export function textFiles(sink: MemorySink): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of [...sink.keys()].sort()) {
    if (path.startsWith('pagefind/')) continue;
    out.set(path, Buffer.from(sink.read(path) ?? new Uint8Array()).toString('utf8'));
  }
  return out;
}
