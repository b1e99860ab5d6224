import type { PageTask as CompileTask } from '../compile-page-task.ts';

/** One page to compare: docs-root-relative `file` of the docs folder `root`; `mintlify`: Mintlify's side, when recorded. */
export type PageTask = CompileTask & { mintlify?: PageResult['mintlify'] };

/** What docsgen and Mintlify's own code made of one page. */
export interface PageResult {
  page: string;
  /** A crash of the comparison itself (never expected). */
  crash?: string;
  docsgen?: {
    ids: string[];
    /** Every element id of the rendered page, in order (repeats kept). */
    elementIds: string[];
    title?: string;
    description?: string;
    frontmatterErrors: string[];
    errors: string[];
  };
  /** docsgen's compile as tests/corpora-pages.test.ts judges it. */
  facts?: {
    diagnostics: Array<{ severity: string; code: string; line?: number; message: string }>;
    htmlBytes: number;
    /** The page is only frontmatter (an endpoint page): an empty body is right. */
    emptyBody: boolean;
    /** Ids the page's HTML holds twice. */
    repeatedIds: string[];
  };
  mintlify?: {
    /** h1–h4 ids of the compiled page; absent when Mintlify's compiler fails on it. */
    ids?: string[];
    /** Every element id the compiled page carries into the DOM (headings, tabs, accordions, views, fields, explicit ids). */
    elementIds?: string[];
    compileError?: string;
    /** Set when Mintlify's `parseFrontmatter` throws on the page. */
    frontmatterError?: string;
    title?: string;
    description?: string;
  };
}
