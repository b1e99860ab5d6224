import { contentHash } from '@docsgen/diagnostics/content-hash';
import type { Route } from '@docsgen/navigation';
import type { CompileTask } from './compile-task.ts';
import { type HighlightCacheSpec, highlightTask } from './highlight-store.ts';

/** What every page compile of a build shares (see {@link pageCompileTask}). */
export type PageTaskSettings = Pick<CompileTask, 'root' | 'settings'> & { highlightCache?: HighlightCacheSpec };

/** The compile task of a page file's text at `route` (its nav label is the title the frontmatter may omit). */
export function pageCompileTask(route: Route, file: string, source: string, settings: PageTaskSettings): CompileTask {
  const { root, settings: compile, highlightCache } = settings;
  const task: CompileTask = { root, settings: compile, file, source, fallbackTitle: route.title };
  if (highlightCache) task.highlightCache = highlightTask(highlightCache, file);
  return task;
}

/**
 * The page cache key of a compile: docsgen's code id, the page file and text, its fallback title and
 * the run's compile settings, whole (a setting added to CompileSettings is in the key without a line
 * here). A full build and a patch build (patch-build.ts) must agree on it, so both use this.
 */
export function pageCacheKey(version: string, task: Omit<CompileTask, 'root' | 'highlightCache'>): string {
  return contentHash(version, task.file, task.source, JSON.stringify([task.fallbackTitle, task.settings]));
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
