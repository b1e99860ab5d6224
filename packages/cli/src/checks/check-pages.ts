import { DEFAULT_PAGE_SIZE, readPageSource } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import { authoringChecks, type CompiledPage, checkPageLinks, compilePage, pageAnchorIds } from '@docsgen/mdx';
import { redirectMatcher, type Site } from '@docsgen/navigation';
import { renderFrontmatterApiPage } from '@docsgen/openapi';
import { explainUnknownComponent, partialComponents, unsupportedFrontmatter } from './unsupported-features.ts';

/** Options of {@link checkPages}. */
export interface CheckPagesOptions {
  /** Pages compiled at once (compiles are mostly CPU; a few overlap file reads); default 4. */
  concurrency?: number;
}

interface Checked {
  file: string;
  url: string;
  page: CompiledPage;
}

/**
 * Compiles every page of the site in this process, as the build does (snippets, components,
 * frontmatter endpoint references), and reports the page diagnostics, the authoring rules
 * (title and description, headings from h2, images in `<Frame>`) and broken links and anchors.
 */
export async function checkPages(site: Site, options: CheckPagesOptions = {}): Promise<Diagnostic[]> {
  const config = site.config as { variables?: Record<string, string>; icons?: { library?: string }; api?: unknown };
  const byFile = new Map<string, { file: string; url: string; title: string }>();
  // A file listed under several URLs (languages, versions) is compiled and reported once.
  for (const route of site.routes) {
    if (route.source.kind !== 'page' || byFile.has(route.source.file)) continue;
    byFile.set(route.source.file, { file: route.source.file, url: route.url, title: route.title });
  }
  const items = [...byFile.values()];
  const diagnostics: Diagnostic[] = [];
  const checked: Checked[] = [];
  const compileOne = async (item: (typeof items)[number]): Promise<void> => {
    // Read as the build reads it (inside the repository, size limits, valid UTF-8): one path.
    const source = await readPageSource(site.root, item.file, DEFAULT_PAGE_SIZE, diagnostics);
    if (typeof source !== 'string') {
      diagnostics.push(source);
      return;
    }
    let page = await compilePage({
      root: site.root,
      file: item.file,
      source,
      fallbackTitle: item.title,
      variables: config.variables,
      iconLibrary: config.icons?.library,
      markdown: false,
    });
    const fm = page.frontmatter;
    if (fm.openapi !== undefined || fm.api !== undefined || fm['openapi-schema'] !== undefined) {
      page = (await renderFrontmatterApiPage({
        index: site.openapi,
        page,
        file: item.file,
        url: item.url,
        base: '/',
        api: config.api,
        source,
      })) as CompiledPage;
    }
    diagnostics.push(
      ...page.diagnostics.map(explainUnknownComponent),
      ...authoringChecks(page, item.file).map((d) => locateAuthoring(d, source)),
      ...unsupportedFrontmatter(page.frontmatter, item.file, source),
      ...partialComponents(source, item.file),
    );
    checked.push({ file: item.file, url: item.url, page });
  };
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    while (next < items.length) await compileOne(items[next++] as (typeof items)[number]);
  });
  await Promise.all(lanes);
  // Links are checked once every page is compiled: anchors need the target's headings.
  const headingsByUrl = new Map(checked.map((c) => [c.url, pageAnchorIds(c.page)]));
  const routeUrls = new Set(site.routes.map((r) => r.url));
  const files = new Set(site.files ?? []);
  const redirects = redirectMatcher(site.config.redirects ?? []);
  for (const c of checked) {
    diagnostics.push(
      ...checkPageLinks(c.page, {
        file: c.file,
        url: c.url,
        base: '/',
        routeUrls,
        headingIds: (u) => headingsByUrl.get(u),
        fileExists: (f) => files.has(f.replace(/^\/+/, '')),
        redirects,
      }),
    );
  }
  return diagnostics;
}

/**
 * The heading and image rules are judged on the rendered page, which has no positions; point them
 * at the first heading or image line of the source, so the report shows the place to edit.
 */
function locateAuthoring(d: Diagnostic, source: string): Diagnostic {
  if (d.line !== undefined) return d;
  let pattern: RegExp | undefined;
  if (d.code === 'authoring/heading-level') {
    // The message names the heading; find that heading line, not a `#` comment in a code block.
    const m = /`([^`]*)` is level (\d)/.exec(d.message);
    const text = (m?.[1] ?? '').slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = m ? new RegExp(`^ {0,3}#{${m[2]}}\\s+.*${text}|^\\s*<h${m[2]}\\b`, 'm') : undefined;
  } else if (d.code === 'authoring/image-frame') {
    // The first image outside a `<Frame>` (those inside are fine).
    pattern = /<Frame\b|<\/Frame>|!\[[^\]]*\]\(|<img\b/g;
  }
  const match = pattern ? firstMatch(source, pattern) : undefined;
  if (match === undefined) return d;
  const before = source.slice(0, match);
  const line = before.split('\n').length;
  return { ...d, line, column: match - before.lastIndexOf('\n') };
}

/** Offset of the first match of `pattern` after the frontmatter; a global pattern skips matches inside `<Frame>`. */
function firstMatch(source: string, pattern: RegExp): number | undefined {
  const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  const start = fm ? fm[0].length : 0;
  const body = source.slice(start);
  if (!pattern.global) {
    const m = pattern.exec(body);
    return m ? start + m.index : undefined;
  }
  let frames = 0;
  for (const m of body.matchAll(pattern)) {
    if (m[0].startsWith('<Frame')) frames++;
    else if (m[0] === '</Frame>') frames = Math.max(0, frames - 1);
    else if (frames === 0) return start + m.index;
  }
  return undefined;
}
