// Endpoint pages whose operation names no title (no summary) are titled as Mintlify titles them,
// and every endpoint page with a description gets it as its meta description, whatever its first
// paragraph holds. Mintlify's own packages are the oracle, as its prebuild calls them:
// generateOpenApiPagesForDocsConfig (@mintlify/scraping: the pages made from a spec in the
// navigation) and getDecoratedNavPageAndSlug (@mintlify/common: an `openapi:` page).
import { readFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, MemorySink } from '@docsgen/build';
import { getDecoratedNavPageAndSlug } from '@mintlify/common';
import { generateOpenApiPagesForDocsConfig } from '@mintlify/scraping/bin/openapi/generateOpenApiPagesForDocsConfig.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';

const fixture = fileURLToPath(new URL('./fixtures/endpoint-titles', import.meta.url));
const spec = JSON.parse(readFileSync(join(fixture, 'openapi.json'), 'utf8'));
const openApiFiles = [{ filename: 'openapi', spec, originalFileLocation: '/openapi.json' }];

interface Expected {
  url: string;
  title: string;
  description?: string;
}

// Mintlify's pages: the generated ones, then the two `openapi:` pages of the fixture.
async function mintlifyPages(): Promise<Expected[]> {
  const { pagesAcc } = await generateOpenApiPagesForDocsConfig(structuredClone(spec), {
    openApiFilePath: '/openapi.json',
    outDir: 'api-reference',
    writeFiles: false,
  });
  const generated = Object.values(pagesAcc).map((p) => ({
    url: p.href,
    title: p.title,
    description: p.description ?? undefined,
  }));
  const own = ['api/get-widget.mdx', 'api/List_Gadgets.mdx'].map((file) => {
    const { pageMetadata, slug } = getDecoratedNavPageAndSlug(
      file,
      readFileSync(join(fixture, file), 'utf8'),
      openApiFiles,
      [],
    );
    return { url: `/${slug}`, title: pageMetadata.title, description: pageMetadata.description ?? undefined };
  });
  return [...generated, ...own];
}

const sink = new MemorySink();
const attribute = (html: string, re: RegExp) =>
  re
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'");

let expected: Expected[] = [];

beforeAll(async () => {
  expected = await mintlifyPages();
  const root = join(await mkdtemp(join(tmpdir(), 'docsgen-endpoint-titles-')), 'docs');
  await cp(fixture, root, { recursive: true });
  await buildSite({ root, themeFor, sink, cacheDir: false, siteUrl: 'https://docs.example.com' });
});

// What a page of the built site says of itself: its title (og:title) and meta description.
function built(url: string): { title?: string; description?: string } {
  const bytes = sink.get(`${url.replace(/^\//, '')}/index.html`);
  if (!bytes) throw new Error(`${url} was not written`);
  const html = bytes.toString();
  return {
    title: attribute(html, /<meta property="og:title" content="([^"]*)"/),
    description: attribute(html, /<meta name="description" content="([^"]*)"/),
  };
}

// Mintlify's description is the spec's Markdown; the meta tag holds it as text.
const asText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('endpoint pages without a summary', () => {
  it('the oracle covers the cases (lowercase, underscores, a repeated slug, an href, a webhook, two openapi: pages)', () => {
    expect(expected.map((p) => p.url).sort()).toEqual([
      '/api-reference/create-a-thing',
      '/api-reference/delete-a-d',
      '/api-reference/get-gadgets',
      '/api-reference/get-items',
      '/api-reference/get-items-1',
      '/api-reference/get-user_groups',
      '/api-reference/get-users-posts',
      '/api-reference/get-widgets',
      '/api-reference/new-pet-arrives',
      '/api/List_Gadgets',
      '/api/get-widget',
      '/reference/moved_things',
    ]);
  });

  it('are titled as Mintlify titles them', () => {
    const titles = (list: Expected[]) => list.map((p) => `${p.url}: ${p.title}`);
    expect(titles(expected.map((p) => ({ url: p.url, title: built(p.url).title ?? '' })))).toEqual(titles(expected));
  });

  it("have the operation's whole description as their meta description, as text", () => {
    const descriptions = (list: Array<{ url: string; description?: string }>) =>
      list.map((p) => `${p.url}: ${p.description === undefined ? '(none)' : asText(p.description)}`);
    expect(descriptions(expected.map((p) => ({ url: p.url, description: built(p.url).description })))).toEqual(
      descriptions(expected),
    );
  });
});
