/** The page files under `root` (see docs-pages.mjs). */
export function docsPages(
  root: string,
  options?: { md?: boolean; repositoryFiles?: boolean; snippets?: boolean },
): string[];
/** docs.json's `variables` of the docs folder `root`. */
export function docsVariables(root: string): Record<string, string> | undefined;
/** True for a folder that is docsgen's own output (output marker, staging or swap name). */
export function isDocsgenOutput(dir: string): boolean;
/** docsgen's output folders under `root`, docs-root-relative, with how many files each holds. */
export function docsgenOutputFolders(root: string): Array<{ dir: string; files: number }>;
