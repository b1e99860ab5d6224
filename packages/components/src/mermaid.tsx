import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import type { ComponentChildren } from 'preact';
import type { ClientFeature, ComponentDescriptor } from './component-descriptor.ts';
import { str } from './icon-node.tsx';
import { useRenderContext } from './render-context.ts';

/** Output path of the mermaid browser bundle (see featureAssets('mermaid')). */
export const MERMAID_ASSET = 'assets/vendor/mermaid.min.js';

/** Props of `<Mermaid>`. */
export interface MermaidProps {
  /** Diagram source; default the text children. */
  chart?: unknown;
  /** Where the zoom and pan controls sit: `top-left`, `top-right`, `bottom-left`, `bottom-right` (default). */
  placement?: unknown;
  /** Show (`true`) or hide (`false`) the zoom and pan controls; default: shown on diagrams taller than 120px. */
  actions?: unknown;
  /** Children (diagram source) when `chart` is absent. */
  children?: ComponentChildren;
}

/**
 * `<Mermaid>` and ```` ```mermaid ```` fences: the source in a `<pre>` that the mermaid client
 * script turns into a diagram with zoom and pan controls; without scripts the source stays readable.
 */
export function Mermaid({ chart, placement, actions, children }: MermaidProps) {
  const ctx = useRenderContext();
  const source = str(chart) ?? (typeof children === 'string' ? children : '');
  const base = ctx.base.endsWith('/') ? ctx.base : `${ctx.base}/`;
  return (
    <pre
      class="dg-mermaid mermaid"
      data-component-name="mermaid-container"
      data-dg-mermaid-src={`${base}${MERMAID_ASSET}`}
      data-placement={str(placement)}
      data-actions={flag(actions)}
    >
      {source}
    </pre>
  );
}

/** `actions` as `"true"`/`"false"` (JSX booleans, or the strings a fence's meta gives); undefined when unset. */
function flag(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value).replace(/[{}\s]/g, '') === 'false' ? 'false' : 'true';
}

/** The mermaid client script and the mermaid library, on pages with a diagram. */
export const mermaidFeature: ClientFeature = {
  name: 'mermaid',
  assets: () => ({
    scripts: [join(packageDir('@docsgen/components'), 'src/client/mermaid.ts')],
    files: [{ from: join(packageDir('mermaid'), 'dist/mermaid.min.js'), to: MERMAID_ASSET }],
    css: [],
  }),
};

/** `<Mermaid>`: a `mermaid` fence in Markdown; loads the mermaid client feature. */
export const mermaid: ComponentDescriptor = {
  render: Mermaid,
  toMarkdown: (m) => {
    const chart = m.attr('chart');
    return chart ? [{ type: 'code', lang: 'mermaid', value: chart }] : m.children();
  },
  clientFeatures: [mermaidFeature],
};
