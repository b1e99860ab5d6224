import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import type { FeatureAssets } from './component-descriptor.ts';
import { clientFeatures } from './components.ts';

/** Absolute path of this package's folder (works bundled: see `packageDir`). */
export function componentsDir(): string {
  return packageDir('@docsgen/components');
}

/**
 * Assets for a feature named in CompiledPage.features (`mermaid`, `katex`: a component
 * descriptor's `clientFeatures`), or undefined for features that need nothing from this package.
 */
export function featureAssets(feature: string): FeatureAssets | undefined {
  return clientFeatures.get(feature)?.assets();
}

/** Absolute path of styles/components.css (themes link or inline it). */
export function componentsCssPath(): string {
  return join(componentsDir(), 'styles/components.css');
}
