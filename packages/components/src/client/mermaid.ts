// Loaded only on pages with a diagram: fetches the mermaid bundle the build copied and renders
// every `pre.dg-mermaid`, re-rendering when the theme switches between light and dark, and gives
// each diagram its zoom and pan controls (mermaid-zoom.ts).
import { enhanceDiagram } from './mermaid-zoom.ts';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  run(options: { nodes: Element[] }): Promise<void>;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

async function render(): Promise<void> {
  const nodes = [...document.querySelectorAll('pre.dg-mermaid')] as HTMLElement[];
  const src = nodes[0]?.getAttribute('data-dg-mermaid-src');
  if (!src) return;
  for (const n of nodes) n.dataset.source ??= n.textContent ?? '';
  if (!(window as { mermaid?: MermaidApi }).mermaid) await loadScript(src);
  const mermaid = (window as { mermaid?: MermaidApi }).mermaid;
  if (!mermaid) return;
  const dark = document.documentElement.getAttribute('data-theme') === 'dark';
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict' });
  for (const n of nodes) {
    n.removeAttribute('data-processed');
    n.textContent = n.dataset.source ?? '';
  }
  await mermaid.run({ nodes });
  for (const n of nodes) enhanceDiagram(n);
}

void render().catch(() => {});
new MutationObserver(() => void render().catch(() => {})).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ['data-theme'],
});
