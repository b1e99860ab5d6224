import { type Diagnostic, hasErrors, warning } from '@docsgen/diagnostics';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import { redirectMatcher } from '@docsgen/navigation/redirect-matcher';
import { isGeneratedFile, type PageRecord, siteExtraFiles } from '@docsgen/site';
import { checkSiteLinks, type LinkTargets } from './check-site-links.ts';
import { copyStaticFiles } from './copy-static-files.ts';
import { readSkillSources } from './read-skill-sources.ts';
import type { RunContext } from './run-context.ts';
import { copiesStaticFiles, redirectsNotFound, stopsOnPageErrors } from './run-strategy.ts';
import { trace } from './trace.ts';
import { type SearchIndexOptions, writeSearchIndex } from './write-search-index.ts';

/** What {@link finishSite} found. */
export interface SiteFinish {
  /** Where links resolve (the site's routes, files and redirects). */
  targets: LinkTargets;
  /** Each page's link diagnostics by URL. */
  links: Map<string, Diagnostic[]>;
  /** True when it stopped after the link check (a published build whose pages failed). */
  stopped: boolean;
  /** Diagnostics of the site-wide files. */
  extras: Diagnostic[];
  /** Diagnostics of copying the static files. */
  statics: Diagnostic[];
}

/** Where a run's links may point. */
export function linkTargets(run: RunContext, records?: readonly PageRecord[]): LinkTargets {
  const { site } = run;
  const routeUrls = new Set(site.routes.map((r) => r.url));
  const feeds = records && new Set(records.filter((r) => r.updates).map((r) => r.url));
  return {
    base: run.settings.compile.base,
    routeUrls,
    files: new Set(site.files ?? run.rootFiles.assets),
    redirects: redirectMatcher(run.settings.redirects),
    generated: (path) => isGeneratedFile(path, { routeUrls, feeds, homeUrl: site.homeUrl }),
  };
}

/**
 * The one site step of every run, after its pages: checks every page's links against the headings
 * of all, then (unless a published build's pages failed) writes the site-wide files from `records`
 * (404, redirects, sitemap, llms.txt, the MCP manifest, the search index when `search` is given)
 * and copies the static files (not in a patch build). Its diagnostics are not added to the run's.
 */
export async function finishSite(
  run: RunContext,
  records: PageRecord[],
  search?: SearchIndexOptions,
): Promise<SiteFinish> {
  const targets = linkTargets(run, records);
  const links = checkSiteLinks(run.links.values(), targets);
  const found = [...new Set([...links.values()].flat())];
  trace('links checked');
  if (stopsOnPageErrors(run.strategy) && hasErrors([...run.diagnostics, ...found], run.settings.compile.strict))
    return { targets, links, stopped: true, extras: [], statics: [] };
  const extras = await writeExtras(run, records, search);
  const { sink } = run.strategy;
  const statics = copiesStaticFiles(run.strategy) ? await copyStaticFiles(run.root, run.rootFiles.assets, sink) : [];
  trace('site extras and search index written');
  if (records.length === 0 && run.site.routes.length === 0) {
    extras.push(
      warning('build/no-pages', 'The site has no pages.', {
        file: 'docs.json',
        hint: 'List pages in `navigation`, or add .mdx files.',
      }),
    );
  }
  return { targets, links, stopped: false, extras, statics };
}

/**
 * Writes the site-wide files the model makes from `records` (the search index too when `search`
 * is given); their diagnostics.
 */
export async function writeExtras(
  run: RunContext,
  records: PageRecord[],
  search?: SearchIndexOptions,
): Promise<Diagnostic[]> {
  const { sink } = run.strategy;
  const diagnostics: Diagnostic[] = [];
  const extras = await siteExtraFiles({
    site: run.site,
    theme: run.theme,
    factory: run.factory,
    records,
    rootFiles: run.rootFiles,
    written: sink.written,
    readUserFile: (path) => readRepositoryFile(run.root, path, { outside: { what: 'File', diagnostics } }),
    readSkills: () => readSkillSources(run.site.root),
    base: run.settings.compile.base,
    siteUrl: run.settings.siteUrl,
    notFoundRedirects: redirectsNotFound(run.strategy),
    csp: run.options.csp === true,
  });
  await run.assets.fragments(extras.fragments);
  for (const file of extras.files) await sink.write(file.path, file.contents);
  const found = [...extras.diagnostics, ...diagnostics];
  if (search !== undefined) found.push(...(await writeSearchIndex(records, (p, c) => sink.write(p, c), search)));
  return found;
}
