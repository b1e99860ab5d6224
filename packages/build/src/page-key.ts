import { contentHash } from '@docsgen/diagnostics/content-hash';
import type { Route } from '@docsgen/navigation';
import type { CompileSettings } from '@docsgen/site';
import type { CompileTask } from './compile-task.ts';
import { type HighlightCacheSpec, highlightTask } from './highlight-store.ts';

/** What every page compile of a run shares: the docs root, the run's compile settings and where highlighted blocks are kept (see {@link pageCompileTask}). */
export interface PageTaskRun {
  root: string;
  settings: { compile: CompileTask['settings'] };
  caches: { highlightCache?: HighlightCacheSpec };
}

/** The compile task of a page file's text at `route` (its nav label is the title the frontmatter may omit). */
export function pageCompileTask(route: Route, file: string, source: string, run: PageTaskRun): CompileTask {
  const { root } = run;
  const { highlightCache } = run.caches;
  const task: CompileTask = { root, settings: run.settings.compile, file, source, fallbackTitle: route.title };
  if (highlightCache) task.highlightCache = highlightTask(highlightCache, file);
  return task;
}

/** What a compile is of: an MDX page's file, text and fallback title, or one operation of a spec. */
export type CompileSubject =
  | { kind: 'page'; file: string; source: string; fallbackTitle: string }
  | { kind: 'endpoint'; url: string; spec: string; specHash: string; method: string; path: string };

/**
 * The cache key of every compile, MDX and endpoint pages alike: docsgen's code id, what is compiled
 * and the run's compile settings, whole (made by the site from docs.json and the build's
 * OutputOptions: a setting added to CompileSettings is in the key without a line here). A full
 * build, a patch build (patch-build.ts) and a dev rebuild must agree on it, so all use this.
 * A page's text is hashed as its own part, not escaped into the JSON.
 */
export function compileKey(version: string, subject: CompileSubject, settings: CompileSettings): string {
  const { source, ...named } = subject.kind === 'page' ? subject : { ...subject, source: '' };
  return contentHash(version, source, JSON.stringify([named, settings]));
}

/** The {@link compileKey} of a page's compile task. */
export function pageCacheKey(version: string, task: Omit<CompileTask, 'root' | 'highlightCache'>): string {
  const { file, source, fallbackTitle, settings } = task;
  return compileKey(version, { kind: 'page', file, source, fallbackTitle }, settings);
}

/**
 * A page's render key: everything its HTML is made from (the site's key, the page's cache stamp,
 * its feature assets and the last-modified date it shows), so an unchanged key means the previous output's file is what rendering
 * would write again.
 */
export function pageRenderKey(
  siteKey: string,
  stamp: string,
  features: { css: string[]; js: string[] },
  lastModified?: string,
): string {
  return contentHash(siteKey, stamp, JSON.stringify(features), lastModified ?? '');
}
