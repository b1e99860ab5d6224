import type { CompiledPage } from '@docsgen/mdx';

/** True when the frontmatter makes this MDX page an API page (`openapi`, `api` or `openapi-schema`). */
export function isFrontmatterApiPage(page: CompiledPage): boolean {
  const fm = page.frontmatter;
  return fm.openapi !== undefined || fm.api !== undefined || fm['openapi-schema'] !== undefined;
}
