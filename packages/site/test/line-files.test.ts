// Values from docs.json and frontmatter never change the line structure of a line-based file
// (`_redirects`, sitemap.xml, robots.txt, llms.txt, llms-full.txt): one rule or entry per input,
// whatever the value holds (\r, \n, \u2028, \u0085, other controls, spaces).
import { buildLlmsFullTxt, buildLlmsTxt } from '@docsgen/markdown/agent-files';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRedirects, redirectsFile } from '../src/plan-redirects.ts';
import { robotsTxt, sitemapXml } from '../src/sitemap-xml.ts';

/** Every line ending any reader may honour. */
const lines = (text: string) => text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);

/** Strings rich in line breaks, controls and separators. */
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '\r',
      '\n',
      '\r\n',
      '\u2028',
      '\u2029',
      '\u0085',
      '\v',
      '\f',
      '\t',
      ' ',
      '\u0000',
      '\u001b',
      '\u007f',
      '\u009f',
    ),
    fc.constantFrom('a', '/', ':', '*', '!', '200!', '#', '?', 'é', '(', ')', '[', ']'),
    fc.string({ maxLength: 3 }),
  ),
  maxLength: 40,
});

describe('_redirects', () => {
  it('has exactly one rule of three fields per redirect, whatever the source and destination hold', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ source: hostile, destination: hostile }), { maxLength: 8 }), (raw) => {
        const redirects = raw.map((r, i) => ({
          source: `/r${i}${r.source}`,
          destination: i % 2 ? `https://x.example/${r.destination}` : `/p${r.destination}`,
          status: 308 as const,
          pattern: false,
        }));
        const text = redirectsFile(redirects, '/');
        const rules = lines(text).filter((l) => l !== '');
        expect(rules).toHaveLength(redirects.length);
        for (const rule of rules) expect(rule.split(/\s+/)).toHaveLength(3);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses a source or destination holding a line break with a located error, never a rule', () => {
    fc.assert(
      fc.property(
        hostile.filter((s) => /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/.test(s)),
        fc.boolean(),
        (bad, inSource) => {
          const entry = inSource
            ? { source: `/old${bad}`, destination: '/guides/new' }
            : { source: '/old', destination: `/guides/new${bad}` };
          const { redirects, diagnostics } = planRedirects({
            config: { redirects: [entry] },
            routes: new Set(['/', '/guides/new']),
            assets: new Set(),
            base: '/',
          });
          expect(redirects).toEqual([]);
          expect(diagnostics).toHaveLength(1);
          expect(diagnostics[0]).toMatchObject({
            severity: 'error',
            code: 'build/redirect-invalid',
            jsonPath: `redirects[0].${inSource ? 'source' : 'destination'}`,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the issue’s example: a destination with a forced 200! rule after a newline', () => {
    const { redirects, diagnostics } = planRedirects({
      config: { redirects: [{ source: '/old', destination: '/guides/new\n/guides/new https://evil.example 200!' }] },
      routes: new Set(['/', '/guides/new']),
      assets: new Set(),
      base: '/',
    });
    expect(redirects).toEqual([]);
    expect(diagnostics[0]?.severity).toBe('error');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('one <url> line per page and a fixed robots.txt shape, whatever the URLs hold', () => {
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 8 }), hostile, (paths, site) => {
        const urls = paths.map((p) => `https://d.example/${site}/${p}`);
        expect(lines(sitemapXml(urls))).toHaveLength(urls.length + 4);
        expect(lines(robotsTxt(`https://d.example/${site}/sitemap.xml`))).toHaveLength(5);
      }),
      { numRuns: 300 },
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  const page = fc.record({ title: hostile, url: hostile, description: hostile, section: hostile });
  const tame = (p: { title: string; url: string; description: string; section: string }, i: number) => ({
    title: `t${i}`,
    url: `/u${i}.md`,
    description: p.description.trim() ? `d${i}` : '',
    section: p.section.trim() ? `s${i}` : '',
  });

  it('llms.txt has the lines of the same listing with tame strings', () => {
    fc.assert(
      fc.property(fc.array(page, { maxLength: 6 }), hostile, hostile, (pages, name, description) => {
        const shaped = pages.map((p) => ({ ...p, section: p.section.trim() ? p.section : undefined }));
        // Values that collapse to nothing are left out; the tame listing leaves out the same ones.
        const collapse = (s: string) => s.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
        const real = shaped.map((p) => ({ ...p, description: collapse(p.description) ? p.description : undefined }));
        const tameSections = new Map<string, string>();
        const tamed = shaped.map((p, i) => {
          const t = tame({ ...p, section: p.section ?? '', description: collapse(p.description) }, i);
          const key = p.section === undefined ? undefined : collapse(p.section) || 'Docs';
          if (key !== undefined && !tameSections.has(key)) tameSections.set(key, `s${tameSections.size}`);
          return {
            ...t,
            description: t.description || undefined,
            section: key === undefined ? undefined : tameSections.get(key),
          };
        });
        const got = buildLlmsTxt({ name, description, pages: real });
        const want = buildLlmsTxt({ name: 'n', description: collapse(description) ? 'd' : undefined, pages: tamed });
        expect(lines(got).length).toBe(lines(want).length);
        expect(lines(got).filter((l) => l.startsWith('- ['))).toHaveLength(pages.length);
      }),
      { numRuns: 300 },
    );
  });

  it('llms-full.txt: each page head stays title, source and description lines', () => {
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 5 }), (pages) => {
        const text = buildLlmsFullTxt(pages.map((p) => ({ ...p, markdown: 'Body.' })));
        const heads = lines(text).filter((l) => l.startsWith('# ') || l.startsWith('Source: '));
        expect(heads).toHaveLength(pages.length * 2);
      }),
      { numRuns: 300 },
    );
  });
});
