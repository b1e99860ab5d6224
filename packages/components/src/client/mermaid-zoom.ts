// Zoom and pan for a rendered Mermaid diagram, as on Mintlify: zoom in, zoom out, reset and four
// pan arrows in a corner (`placement`: top-left, top-right, bottom-left, bottom-right, the
// default), shown when `actions` says so or, by default, when the diagram is taller than 120px.
// The diagram also pans by dragging it, and from the keyboard once focused (+, -, 0, arrows);
// every control is a button, so the toolbar is reached with Tab.

/** Zoom factor of one step, and the limits. */
const STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 8;
/** Pixels one pan arrow (or arrow key) moves the diagram. */
const PAN = 48;
/** Mintlify shows the controls by default on diagrams taller than this. */
const AUTO_MIN_HEIGHT = 120;
const PLACEMENTS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

interface View {
  x: number;
  y: number;
  scale: number;
}

// Lucide-style glyphs (24×24, stroked), inline so the controls need no icon font.
const ICONS: Record<string, string> = {
  in: '<path d="M12 5v14M5 12h14"/>',
  out: '<path d="M5 12h14"/>',
  reset: '<path d="M3 12a9 9 0 1 0 3-6.7L3 8"/><path d="M3 3v5h5"/>',
  up: '<path d="m18 15-6-6-6 6"/>',
  down: '<path d="m6 9 6 6 6-6"/>',
  left: '<path d="m15 18-6-6 6-6"/>',
  right: '<path d="m9 18 6-6-6-6"/>',
};

const LABELS: Record<string, string> = {
  in: 'Zoom in',
  out: 'Zoom out',
  reset: 'Reset view',
  up: 'Pan up',
  down: 'Pan down',
  left: 'Pan left',
  right: 'Pan right',
};

/** True when the diagram in `pre` gets controls (its `data-actions`, else its height). */
function wantsControls(pre: HTMLElement, svg: SVGSVGElement): boolean {
  const actions = pre.dataset.actions;
  if (actions === 'false') return false;
  if (actions === 'true') return true;
  return svg.getBoundingClientRect().height > AUTO_MIN_HEIGHT;
}

function button(action: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `dg-mermaid__action dg-mermaid__action--${action}`;
  b.dataset.action = action;
  b.setAttribute('aria-label', LABELS[action]!);
  b.title = LABELS[action]!;
  b.innerHTML = `<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[action]}</svg>`;
  return b;
}

/**
 * Adds zoom and pan to the diagram Mermaid rendered into `pre` (once per render: a re-render for
 * the other colour scheme replaces the diagram and its controls, and starts from the reset view).
 */
export function enhanceDiagram(pre: HTMLElement): void {
  const svg = pre.querySelector(':scope > svg') as SVGSVGElement | null;
  if (!svg || !wantsControls(pre, svg)) return;
  const view: View = { x: 0, y: 0, scale: 1 };
  const apply = () => {
    svg.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
  };
  const act = (action: string) => {
    if (action === 'in') view.scale = Math.min(MAX_SCALE, view.scale * STEP);
    else if (action === 'out') view.scale = Math.max(MIN_SCALE, view.scale / STEP);
    else if (action === 'reset') Object.assign(view, { x: 0, y: 0, scale: 1 });
    else if (action === 'up') view.y += PAN;
    else if (action === 'down') view.y -= PAN;
    else if (action === 'left') view.x += PAN;
    else if (action === 'right') view.x -= PAN;
    apply();
  };
  pre.dataset.zoom = '';
  const placement = pre.dataset.placement ?? '';
  pre.dataset.controls = PLACEMENTS.has(placement) ? placement : 'bottom-right';
  const controls = document.createElement('div');
  controls.className = 'dg-mermaid__controls';
  controls.dataset.componentName = 'mermaid-controls-wrapper';
  controls.setAttribute('role', 'toolbar');
  controls.setAttribute('aria-label', 'Diagram zoom and pan');
  for (const action of ['in', 'out', 'reset', 'up', 'left', 'right', 'down']) controls.append(button(action));
  controls.addEventListener('click', (e) => {
    const action = (e.target as Element).closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action) act(action);
  });
  pre.append(controls);
  // The diagram itself: focusable, panned by dragging or the arrow keys, zoomed with + and -.
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('aria-label', 'Diagram: drag or use the arrow keys to pan, + and - to zoom, 0 to reset');
  svg.addEventListener('keydown', (e) => {
    const action = KEYS[e.key];
    if (!action) return;
    e.preventDefault();
    act(action);
  });
  dragToPan(svg, view, apply);
  svg.style.transformOrigin = 'center center';
}

/** Keys the focused diagram answers (arrows move the view the way the diagram is dragged). */
const KEYS: Record<string, string> = {
  '+': 'in',
  '=': 'in',
  '-': 'out',
  _: 'out',
  '0': 'reset',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

function dragToPan(svg: SVGSVGElement, view: View, apply: () => void): void {
  let start: { x: number; y: number; vx: number; vy: number } | undefined;
  svg.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    start = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y };
    svg.setPointerCapture(e.pointerId);
    svg.classList.add('dg-mermaid--dragging');
  });
  svg.addEventListener('pointermove', (e) => {
    if (!start) return;
    view.x = start.vx + (e.clientX - start.x);
    view.y = start.vy + (e.clientY - start.y);
    apply();
  });
  const end = (e: PointerEvent) => {
    if (!start) return;
    start = undefined;
    if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
    svg.classList.remove('dg-mermaid--dragging');
  };
  svg.addEventListener('pointerup', end);
  svg.addEventListener('pointercancel', end);
}
