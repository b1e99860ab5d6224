import { siteTailwind } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';

/**
 * The classes pages and snippets write, run through Tailwind as the build does: a class it makes
 * no style for is the same located warning (`build/tailwind-class`).
 */
export async function checkTailwind(site: Pick<Site, 'root' | 'files'>): Promise<Diagnostic[]> {
  return (await siteTailwind(site.root, site.files ?? [])).diagnostics;
}
