import type { CompiledPage } from '@docsgen/mdx';

/** Files a compiled page imported (snippets, components), docs-root-relative; default none. */
export function pageImports(page: CompiledPage): string[] {
  return page.imports ?? [];
}
