import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A small docs site exercising pages, a group, a component, a snippet and a static file, in a temp folder. */
export function makeDevSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-dev-site-'));
  const files: Record<string, string> = {
    'docs.json': `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Dev Fixture",
  "colors": { "primary": "#16A34A" },
  "navigation": {
    "groups": [
      { "group": "Start", "pages": ["index", "guides/editing", "guides/other"] }
    ]
  }
}
`,
    'index.mdx': '---\ntitle: Home\ndescription: The home page\n---\n\n## Welcome\n\nThis is the home page.\n',
    'guides/editing.mdx':
      '---\ntitle: Editing\n---\n\nimport Tip from "/snippets/tip.mdx";\n\n## Edit me\n\nOriginal text.\n\n<Note>A note</Note>\n\n<Tip />\n',
    'guides/other.mdx': '---\ntitle: Other\n---\n\n## Other page\n\nOther text.\n',
    'snippets/tip.mdx': 'Snippet tip, first version.\n',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
    'openapi.yaml':
      'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /things:\n    get:\n      summary: List things\n      responses: { "200": { description: ok } }\n',
    '.env': 'SECRET=do-not-serve\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A temp copy of a docs folder (tests never edit the original). */
export function copySite(from: string): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-dev-copy-'));
  cpSync(from, root, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|\.git)([\\/]|$)/.test(src),
  });
  return root;
}

/** Polls `url` until its body contains (or, with `absent`, lacks) `marker`; resolves to the body. */
export async function servedWith(url: string, marker: string, opts: { absent?: boolean; timeoutMs?: number } = {}) {
  const deadline = performance.now() + (opts.timeoutMs ?? 20_000);
  let last = '';
  while (performance.now() < deadline) {
    const res = await fetch(url).catch(() => undefined);
    last = res ? await res.text() : '';
    if (last.includes(marker) !== (opts.absent === true)) return last;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(
    `timed out waiting for ${opts.absent ? 'no ' : ''}${marker} at ${url}; last body:\n${last.slice(0, 2000)}`,
  );
}
