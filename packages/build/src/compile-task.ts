import type { CompilePageOptions } from '@docsgen/mdx';
import type { CompileSettings } from '@docsgen/site';
import type { HighlightTask } from './highlight-store.ts';

/** A page compile, as sent to a worker (structured-cloneable). */
export interface CompileTask {
  /** Real path of the docs root. */
  root: string;
  /** Docs-root-relative page file. */
  file: string;
  /** Page source text. */
  source: string;
  /** Title when the frontmatter has none (nav label or file name). */
  fallbackTitle: string;
  /** Every docs.json key and option the compile reads, made once per run (hashed whole into the cache key). */
  settings: CompileSettings;
  /** Where the page's highlighted code blocks are kept between builds (the cache folder); default none. */
  highlightCache?: HighlightTask;
}

/** What compilePage is given for a task (a worker's and the build thread's compile alike): its page and its settings. */
export function compilePageOptions(task: CompileTask): CompilePageOptions {
  const { root, file, source, fallbackTitle, settings } = task;
  return { root, file, source, fallbackTitle, settings };
}
