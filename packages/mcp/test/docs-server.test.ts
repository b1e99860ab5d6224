import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { createDocsServer, findPage, loadDocs, memorySiteFiles } from '../src/index.ts';

/** A client connected to the docs server of these site files, in memory. */
async function connected(files: Map<string, string>): Promise<Client> {
  const server = createDocsServer(await loadDocs(memorySiteFiles(files)));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

const site = new Map<string, string>([
  ['index.md', '# Home\n\n> Start here.\n\nWelcome to the garden.\n'],
  ['guides/soil.md', '# Soil\n\nLoam drains well.\n'],
  ['fr/guides/soil.md', '# Sol\n\nLe terreau draine bien.\n'],
  ['llms.txt', '# Garden Docs\n\n- [Home](/index.md)\n'],
  ['llms-full.txt', '# Home\n'],
  ['index.html', '<html></html>'],
]);

describe('loadDocs without a manifest', () => {
  it('reads every .md copy, with title and description from the page head', async () => {
    const docs = await loadDocs(memorySiteFiles(site));
    expect(docs.name).toBe('Garden Docs');
    expect(docs.pages.map((p) => [p.url, p.title, p.description])).toEqual([
      ['/fr/guides/soil', 'Sol', undefined],
      ['/guides/soil', 'Soil', undefined],
      ['/', 'Home', 'Start here.'],
    ]);
  });
});

describe('findPage', () => {
  it('accepts URLs, paths, .mdx names and full links under a base path', async () => {
    const { pages } = await loadDocs(memorySiteFiles(site));
    const url = (ref: string) => {
      const found = findPage(pages, ref);
      return 'page' in found ? found.page.url : found.suggestions;
    };
    expect(url('/guides/soil')).toBe('/guides/soil');
    expect(url('guides/soil.mdx')).toBe('/guides/soil');
    expect(url('./guides/soil/')).toBe('/guides/soil');
    expect(url('https://example.com/docs/fr/guides/soil#x')).toBe('/fr/guides/soil');
    expect(url('/index')).toBe('/');
    expect(url('guides/sol')).toEqual(['/guides/soil', '/fr/guides/soil']);
  });

  it('lists and reads pages whose names hold `#`, `%` or spaces by their encoded URL', async () => {
    const odd = new Map<string, string>([
      ['c#sharp.md', '# C sharp\n\nSharp notes.\n'],
      ['100%.md', '# Full\n\nSharp percent.\n'],
      ['my page.md', '# Mine\n\nSharp spaces.\n'],
    ]);
    const client = await connected(odd);
    const found = (await client.callTool({ name: 'search_docs', arguments: { query: 'sharp' } })) as {
      content: Array<{ text: string }>;
    };
    const urls = [...found.content[0].text.matchAll(/ — (\S+)/g)].map((m) => m[1]).sort();
    expect(urls).toEqual(['/100%25', '/c%23sharp', '/my%20page']);
    for (const [url, title] of [
      ['/c%23sharp', '# C sharp'],
      ['/100%25', '# Full'],
      ['https://docs.example.com/my%20page', '# Mine'],
    ]) {
      const page = (await client.callTool({ name: 'read_page', arguments: { url } })) as {
        content: Array<{ text: string }>;
      };
      expect(page.content[0].text.startsWith(title)).toBe(true);
    }
    await client.close();
  });
});

describe('createDocsServer', () => {
  it('serves search_docs and read_page over any transport', async () => {
    const client = await connected(site);
    const search = (await client.callTool({ name: 'search_docs', arguments: { query: 'loam' } })) as {
      content: Array<{ text: string }>;
    };
    expect(search.content[0].text).toMatch(/^1\. Soil — \/guides\/soil\n {3}.*Loam drains well/);
    const page = (await client.callTool({ name: 'read_page', arguments: { url: '/guides/soil' } })) as {
      content: Array<{ text: string }>;
    };
    expect(page.content[0].text).toBe('# Soil\n\nLoam drains well.\n');
    await client.close();
  });

  it('refuses an over-long query with a tool error that says the limit', async () => {
    const client = await connected(site);
    const result = (await client.callTool({ name: 'search_docs', arguments: { query: 'loam '.repeat(4_000) } })) as {
      content: Array<{ text: string }>;
      isError?: boolean;
    };
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toBe(
      'The query is 20,000 characters long; search_docs takes at most 1,000. Search for a few words instead.',
    );
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === 'search_docs')?.inputSchema.properties?.query).toMatchObject({
      description: 'Words to search for (at most 1000 characters)',
    });
    await client.close();
  });
});
