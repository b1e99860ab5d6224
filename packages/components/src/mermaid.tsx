import type { ComponentChildren } from 'preact';
import { str } from './icon-node.tsx';
import { useRenderContext } from './render-context.ts';

/** Output path of the mermaid browser bundle (see featureAssets('mermaid')). */
export const MERMAID_ASSET = 'assets/vendor/mermaid.min.js';

/** Props of `<Mermaid>`. */
export interface MermaidProps {
  /** Diagram source; default the text children. */
  chart?: unknown;
  /** Controls position (`top-left`…); kept as a data attribute. */
  placement?: unknown;
  /** Children (diagram source) when `chart` is absent. */
  children?: ComponentChildren;
}

/**
 * `<Mermaid>` and ```` ```mermaid ```` fences: the source in a `<pre>` that the mermaid client
 * script turns into a diagram; without scripts the source stays readable.
 */
export function Mermaid({ chart, placement, children }: MermaidProps) {
  const ctx = useRenderContext();
  const source = str(chart) ?? (typeof children === 'string' ? children : '');
  const base = ctx.base.endsWith('/') ? ctx.base : `${ctx.base}/`;
  return (
    <pre class="dg-mermaid mermaid" data-dg-mermaid-src={`${base}${MERMAID_ASSET}`} data-placement={str(placement)}>
      {source}
    </pre>
  );
}

/** `<Latex>` when mdx could not turn it into math at compile time: the source as code. */
export function Latex({ children }: { children?: ComponentChildren }) {
  return <code class="dg-latex">{children}</code>;
}
