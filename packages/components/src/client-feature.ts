import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import type { ClientFeature } from './component-descriptor.ts';

/**
 * A client feature that is one self-initialising browser script of this package
 * (`src/client/<file>`), loaded only by the pages whose content uses the component.
 */
export function clientScriptFeature(name: string, file: string): ClientFeature {
  return {
    name,
    assets: () => ({ scripts: [join(packageDir('@docsgen/components'), 'src/client', file)], files: [], css: [] }),
  };
}
