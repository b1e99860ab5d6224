import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSite, type Site } from '@docsgen/navigation';
import { routeOutputPath } from '@docsgen/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot, runCli } from './build-helpers.ts';
import { type BuiltCorpus, builtCorpus, corporaDir } from './corpus-build.ts';
import { fullSidebarHtml } from './sidebar-html.ts';

// Each real repository in ../shared/corpora builds with `docsgen build` (the bundled CLI, as a
// user runs it): exit 0, no error, the warnings pinned by code, file and line, every route
// written at its URL, and a sample of pages with their titles and sidebars read back from the
// built HTML. Each corpus is built once per test run, from a temporary copy (the build writes a
// cache there), and shared with the browser test over the corpora (tests/corpus-build.ts).
const present = existsSync(corporaDir);
if (!present)
  console.log(`corpora-build: skipped, ${corporaDir} is absent (the shared corpora are not checked out here).`);

/** A page of a corpus, as a reader finds it in the built site. */
interface Sample {
  /** Route URL. */
  url: string;
  /** The page's h1. */
  title: string;
  /** Labels that must appear in its sidebar, in this order (not necessarily adjacent). */
  sidebar: string[];
  /** Strings its HTML must hold (language and version switchers, tabs, menus…); default none. */
  html?: string[];
}

/** What one corpus must produce. */
interface Expected {
  /** Number of routes (pages and endpoint pages). */
  routes: number;
  /** Pages to read back. */
  samples: Sample[];
}

const EXPECTED: Record<string, Expected> = {
  starter: {
    routes: 17,
    samples: [
      {
        url: '/',
        title: 'Introduction',
        sidebar: ['Getting started', 'Introduction', 'Quickstart', 'Customization', 'AI tools', 'Windsurf setup'],
        html: ['>Guides<', '>API reference<', '>Documentation<', '>Blog<'],
      },
      { url: '/api-reference/endpoint/get', title: 'Get Plants', sidebar: ['API documentation', 'Endpoint examples'] },
    ],
  },
  ollama: {
    routes: 71,
    samples: [
      {
        url: '/',
        title: 'Ollama documentation',
        sidebar: ['Get started', 'Welcome', 'Quickstart', 'Capabilities', 'Tool calling', 'More information'],
        html: ['>Guide<', '>Integrations<', '>API Reference<'],
      },
      // An endpoint entry inheriting the tab's `openapi` (leading-slash path).
      {
        url: '/api/chat',
        title: 'Generate a chat message',
        sidebar: ['API Reference', 'Introduction', 'Endpoints', 'Generate a response', 'Generate a chat message'],
      },
    ],
  },
  'mintlify-docs': {
    // The root skill.md is the site's agent skill, no page (as on Mintlify).
    routes: 1061,
    samples: [
      {
        url: '/',
        title: 'Introduction',
        sidebar: ['Get started', 'Introduction', 'Quickstart', 'CLI', 'Install the CLI'],
        // Tabs, the `menu` of the Learn tab, and the languages (three pulled in with `$ref`).
        html: ['>Documentation<', '>API reference<', '>Changelog<', '>Learn<', '>Guides<', '>Français<', '>Español<'],
      },
      { url: '/fr/components/tabs', title: 'Onglets', sidebar: ['Prise en main', 'Introduction', 'Démarrage rapide'] },
      { url: '/zh/components/tabs', title: '选项卡', sidebar: ['快速入门', '简介'] },
      // A page whose frontmatter names a spec docs.json does not declare.
      {
        url: '/api/agent/v2/create-agent-job',
        title: 'Create agent job',
        sidebar: ['API reference', 'Admin', 'Agent', 'Create agent job', 'Get agent job'],
        html: ['/v2/agent/{projectId}/job'],
      },
    ],
  },
  'dify-docs': {
    routes: 1107,
    samples: [
      {
        url: '/en/home',
        title: 'Dify Documentation',
        sidebar: ['Overview', 'Dify Documentation', 'Orchestrate', 'Workflow & Chatflow', 'Nodes'],
        // Products, tabs (one a menu) and languages.
        html: ['>Cloud<', '>Self-Host<', '>Use<', '>Learn<', '>Developer Resources<', '>English<'],
      },
      {
        url: '/ja/cloud/use-dify/getting-started/introduction',
        title: 'Dify の使い方',
        sidebar: ['概要', 'オーケストレーション'],
      },
      // One of 492 `METHOD /path` entries inheriting a group's `openapi`.
      {
        url: '/en/api-reference/chat-messages/send-chat-message',
        title: 'Send Chat Message',
        sidebar: ['Guides', 'Get Started', 'App APIs'],
        html: ['/chat-messages'],
      },
    ],
  },
  fastmcp: {
    routes: 437,
    samples: [
      {
        url: '/servers/tools',
        title: 'Tools',
        sidebar: ['Get Started', 'Welcome!', 'Servers', 'Core Components', 'Tools'],
        // Versions, the dropdowns inside them, and the banner.
        html: ['>v4.0.0 (beta 1)<', '>v3.4.4<', '>v2.14.5<', '>SDK Reference<', 'FastMCP 4 beta is here'],
      },
      { url: '/v2/getting-started/welcome', title: 'Welcome to FastMCP 2.0!', sidebar: ['Get Started', 'Updates'] },
      // A dropdown whose pages come from a `$ref` to a JSON list.
      { url: '/python-sdk/fastmcp-cli', title: 'cli', sidebar: ['Python SDK', 'cli', 'decorators', 'fastmcp.apps'] },
    ],
  },
};

interface Built extends BuiltCorpus {
  diagnostics: Array<{ severity: string; code: string; file?: string; line?: number; jsonPath?: string }>;
  site: Site;
}

/** The corpus as the run's shared build left it (tests/corpus-build.ts), with what it reported. */
async function buildCorpus(name: string): Promise<Built> {
  const built = await builtCorpus(name);
  let diagnostics: Built['diagnostics'] = [];
  try {
    diagnostics = (JSON.parse(built.stdout) as { diagnostics: Built['diagnostics'] }).diagnostics;
  } catch {
    // A crash prints no JSON; the exit-code assertion shows stderr.
  }
  return { ...built, diagnostics, site: await loadSite(built.root) };
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/** The h1 and the sidebar labels of a built page (groups left to the section's fragment put back in). */
async function readPage(html: string, out: string): Promise<{ title: string; sidebar: string[] }> {
  // The page's own title: its header, or on a page in frame or custom mode (no header, the page is
  // a canvas with headings of its own) the document title before " – <site name>".
  const h1 = /<h1 class="page-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const docTitle = text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  const sidebarHtml = await fullSidebarHtml(html, out);
  const sidebar = [...sidebarHtml.matchAll(/class="nav-label">([\s\S]*?)<\/span>/g)].map((m) => text(m[1] ?? ''));
  const title = h1 ? text(h1[1] ?? '') : docTitle.slice(0, Math.max(0, docTitle.lastIndexOf(' – ')) || undefined);
  return { title, sidebar };
}

function inOrder(haystack: string[], needles: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const n of needles) {
    const i = haystack.indexOf(n, at);
    if (i < 0) missing.push(n);
    else at = i + 1;
  }
  return missing;
}

if (present) beforeAll(bundleCli, 120_000);

for (const [name, expected] of Object.entries(EXPECTED)) {
  describe.skipIf(!present)(`corpus ${name}`, () => {
    let built: Built;
    beforeAll(async () => {
      built = await buildCorpus(name);
      console.log(`corpora-build: ${name} built in ${built.seconds.toFixed(1)} s`);
    }, 1_500_000);

    it('builds with exit 0 and no error', () => {
      const errors = built.diagnostics.filter((d) => d.severity === 'error');
      expect({ code: built.code, errors, stderr: built.code === 0 ? '' : built.stderr }).toEqual({
        code: 0,
        errors: [],
        stderr: '',
      });
    });

    it('gets exactly the pinned warnings (each a defect of the repo)', async () => {
      const warnings = built.diagnostics
        .filter((d) => d.severity === 'warning')
        .map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''}${d.jsonPath ? ` ${d.jsonPath}` : ''}`)
        .sort();
      await expect(`${warnings.length} warnings\n${warnings.join('\n')}\n`).toMatchFileSnapshot(
        path.join(repoRoot, 'tests', 'corpora-build', `${name}.txt`),
      );
    });

    // Issue 17: `check` reports exactly what `build` does (errors and warnings; notes and the
    // authoring lints are `check`'s own): it runs the build's own pipeline into a sink that keeps
    // nothing. It runs over the build's page cache, so the pages are compiled once for both (a
    // page's diagnostics are part of its cache entry); everything else is redone by `check`.
    it('docsgen check reports what the build reported', async () => {
      const started = Date.now();
      const { code, stdout, stderr } = await runCli(['check', '--json', '--page-timeout', '600000', built.root], {
        timeoutMs: 1_500_000,
        env: { ...built.env, DOCSGEN_TRACE: '1' },
      });
      console.log(`corpora-build: ${name} checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const key = (d: Built['diagnostics'][number] & { column?: number; message?: string }) =>
        `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''} ${d.message ?? ''}`;
      // Notes and the authoring conventions (lints only `check` runs) aside.
      const judged = (d: { severity: string; code: string }) =>
        d.severity !== 'info' && !d.code.startsWith('authoring/');
      const checked = (JSON.parse(stdout) as Built['diagnostics']).filter(judged).map(key).sort();
      const fromBuild = built.diagnostics.filter(judged).map(key).sort();
      // Every page came from the build's cache: nothing was compiled twice.
      expect(/pages done \((\d+) compiled\)/.exec(stderr)?.[1], stderr).toBe('0');
      expect({ code, count: checked.length, checked }).toEqual({
        code: built.code,
        count: fromBuild.length,
        checked: fromBuild,
      });
    });

    it('writes every route (pages and endpoints) at its URL', async () => {
      expect(built.site.routes.length).toBe(expected.routes);
      const missing: string[] = [];
      for (const route of built.site.routes) {
        if (!existsSync(path.join(built.out, routeOutputPath(route.url)))) missing.push(route.url);
      }
      expect(missing).toEqual([]);
    });

    // Without an index page, `/` redirects: to the home page (fastmcp), or where the repo's own
    // `/` redirect says (dify-docs sends it to /en/home).
    it('answers at / (the index page, or a redirect when there is none)', async () => {
      const html = await readFile(path.join(built.out, 'index.html'), 'utf8');
      if (built.site.homeUrl === '/') expect(html).toContain('<h1');
      else expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/[^"]+">/);
    });

    it('shows the sampled pages with their titles and sidebars', async () => {
      for (const sample of expected.samples) {
        const html = await readFile(path.join(built.out, routeOutputPath(sample.url)), 'utf8');
        const page = await readPage(html, built.out);
        expect(page.title, sample.url).toBe(sample.title);
        expect(inOrder(page.sidebar, sample.sidebar), `${sample.url} sidebar: ${page.sidebar.join(' | ')}`).toEqual([]);
        for (const s of sample.html ?? []) expect(html, `${sample.url} holds ${s}`).toContain(s);
      }
    });
  });
}
