import { siteStyle } from '@docsgen/build';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';

/** docs.json `fonts` and `background` as the build reads them: the same font-source warnings and infos. */
export function checkSiteStyle(site: Pick<Site, 'config' | 'sourceMap' | 'files'>): Diagnostic[] {
  return siteStyle(site, '/').diagnostics;
}
