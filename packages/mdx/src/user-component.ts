// Users' components (exports of JSX snippets, `export const` components of pages and MDX
// snippets) are wrapped when they are bound: the outermost one on a page is rendered on its own
// first, so one that throws is a warning and renders nothing instead of failing the page; an
// interactive one (interactive-exports.ts) is rendered inside a <docsgen-island> carrying its
// name and props, which the browser hydrates (components/src/client/mount-islands.ts).
import {
  type IconNote,
  ISLAND_ATTR,
  ISLAND_HTML_KEY,
  ISLAND_PROPS_ATTR,
  ISLAND_TAG,
  type RenderContext,
  RenderContextValue,
} from '@docsgen/components';
import { type ComponentType, createContext, h, isValidElement, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { renderToString } from 'preact-render-to-string';

/**
 * Where a user component renders: in the page, inside a checked user component, inside an island,
 * or in JSX an island is given as a prop (its JSON copy for the browser).
 */
type Nesting = 'page' | 'contained' | 'island' | 'props';
const NestingValue = createContext<Nesting>('page');

/** An island a page rendered. */
export interface IslandUse {
  /** Docs-root-relative file defining the component. */
  file: string;
  /** Its export name. */
  name: string;
}

/** What went wrong with a user component while a page rendered. */
export interface ComponentProblem {
  file: string;
  name: string;
  /** `failed`: it threw; `prop`: a prop that cannot reach the browser was left out. */
  kind: 'failed' | 'prop';
  message: string;
}

/**
 * What one page render found: its islands, its components' problems and the icons they could not
 * show as named. Made per render (newComponentRecord) and given to the render through
 * {@link ComponentRecordValue} (islands, problems) and RenderContext.icons (icons).
 */
export interface ComponentRecord {
  islands: Map<string, IslandUse>;
  problems: ComponentProblem[];
  icons: IconNote[];
}

/** An empty record for one page render. */
export function newComponentRecord(): ComponentRecord {
  return { islands: new Map(), problems: [], icons: [] };
}

/** The Preact context carrying the render's {@link ComponentRecord}; without one, a failing user component throws. */
export const ComponentRecordValue = createContext<ComponentRecord | undefined>(undefined);

const WRAPPED = Symbol.for('docsgen.userComponent');
/** The component a wrapper stands for. */
const RAW = Symbol.for('docsgen.userComponent.raw');

/**
 * `value` wrapped as a user component when it is a function (anything else is returned as is):
 * `interactive` ones become islands named `file#name`. Static members (`Tabs.Tab`) are kept.
 */
export function userComponent(value: unknown, file: string, name: string, interactive: boolean): unknown {
  if (typeof value !== 'function' || (WRAPPED in value && value[WRAPPED])) return value;
  const C = value as ComponentType<Record<string, unknown>>;
  const Wrapped = (props: Record<string, unknown>) => renderUserComponent(C, props, { file, name, interactive });
  Object.assign(Wrapped, C);
  Object.defineProperty(Wrapped, 'name', { value: C.name || name });
  Object.defineProperty(Wrapped, WRAPPED, { value: { file, name, interactive } });
  Object.defineProperty(Wrapped, RAW, { value: C });
  return Wrapped;
}

/** Whether `value` is a wrapped interactive user component. */
export function isIsland(value: unknown): boolean {
  if (typeof value !== 'function' || !(WRAPPED in value)) return false;
  const identity = value[WRAPPED];
  return (
    typeof identity === 'object' && identity !== null && 'interactive' in identity && identity.interactive === true
  );
}

interface Identity {
  file: string;
  name: string;
  interactive: boolean;
}

function renderUserComponent(C: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, id: Identity) {
  const nesting = useContext(NestingValue);
  const ctx = useContext(RenderContextValue);
  const current = useContext(ComponentRecordValue);
  // In JSX an island is given, an interactive component is named, not flattened to HTML, so the
  // browser passes the island the component itself (a parent may look for its children's type).
  if (nesting === 'props' && id.interactive) return propsMarker(C, props, id, ctx, current);
  // Inside an island its own code renders everything; inside a checked component, the check covered it.
  if (nesting === 'island' || nesting === 'props' || (nesting === 'contained' && !id.interactive)) return h(C, props);
  // A render of its own (renderToString) sees no context of this one: the page's are given again.
  const within = (value: RenderContext | undefined, mode: Nesting, node: VNode) =>
    h(
      ComponentRecordValue.Provider,
      { value: current },
      h(RenderContextValue.Provider, { value }, h(NestingValue.Provider, { value: mode }, node)),
    );
  const toHtml = (node: VNode) => renderToString(within(copyContext(ctx), 'props', node));
  // Props go to the browser as JSON; with a function among them the component stays static.
  const functions: string[] = [];
  const json = id.interactive ? JSON.stringify(serializeProps(props, toHtml, functions)) : '';
  const island = id.interactive && functions.length === 0;
  for (const path of functions)
    current?.problems.push({
      ...id,
      kind: 'prop',
      message: `prop \`${path}\` is a function, which cannot be sent to the browser, so the component is rendered on the server only, without interactivity`,
    });
  let html: string;
  try {
    // A static component is tried on a copy of the page's render state, then rendered in place.
    // An island renders its children as the browser will: the components themselves, not wrappers.
    html = renderToString(
      within(island ? ctx : copyContext(ctx), island ? 'island' : 'contained', h(C, island ? unwrapped(props) : props)),
    );
  } catch (e) {
    if (!current) throw e;
    current.problems.push({ ...id, kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    return null;
  }
  if (!island) return h(NestingValue.Provider, { value: 'contained' }, h(C, props));
  current?.islands.set(`${id.file}#${id.name}`, { file: id.file, name: id.name });
  return h(ISLAND_TAG, {
    [ISLAND_ATTR]: `${id.file}#${id.name}`,
    [ISLAND_PROPS_ATTR]: json,
    style: 'display:contents',
    dangerouslySetInnerHTML: { __html: html },
  });
}

/** An interactive component inside JSX given to an island: its name and props, for the browser to render it. */
function propsMarker(
  C: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  id: Identity,
  ctx: RenderContext | undefined,
  current: ComponentRecord | undefined,
) {
  const inProps = (node: VNode) =>
    h(
      ComponentRecordValue.Provider,
      { value: current },
      h(RenderContextValue.Provider, { value: copyContext(ctx) }, h(NestingValue.Provider, { value: 'props' }, node)),
    );
  const functions: string[] = [];
  const json = JSON.stringify(serializeProps(props, (node) => renderToString(inProps(node)), functions));
  if (functions.length > 0) return inProps(h(C, props));
  current?.islands.set(`${id.file}#${id.name}`, { file: id.file, name: id.name });
  return h(ISLAND_TAG, {
    [ISLAND_ATTR]: `${id.file}#${id.name}`,
    [ISLAND_PROPS_ATTR]: json,
    style: 'display:contents',
  });
}

/** Props whose JSX names wrapped user components by the components themselves. */
function unwrapped(props: Record<string, unknown>): Record<string, unknown> {
  const seen = new Set<object>();
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (!isValidElement(value) || seen.has(value)) return value;
    seen.add(value);
    const node = value as VNode<Record<string, unknown>>;
    const type = typeof node.type === 'function' && RAW in node.type ? (node.type[RAW] as ComponentType) : node.type;
    const children = node.props.children;
    if (type === node.type && children === undefined) return node;
    return h(type as ComponentType, {
      ...node.props,
      ...(node.key !== undefined && node.key !== null ? { key: node.key } : {}),
      ...(children !== undefined ? { children: convert(children) } : {}),
    });
  };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) out[k] = convert(v);
  return out;
}

function copyContext(ctx: RenderContext | undefined): RenderContext | undefined {
  return ctx && { ...ctx, aside: [], ids: { ...ctx.ids }, anchors: new Set(ctx.anchors) };
}

/** Props as JSON for the browser: JSX (children, JSX props) as its HTML; the paths of functions go to `functions`. */
function serializeProps(props: Record<string, unknown>, toHtml: (node: VNode) => string, functions: string[]): unknown {
  const seen = new Set<object>();
  const convert = (value: unknown, path: string): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'function') {
      functions.push(path);
      return undefined;
    }
    if (isValidElement(value)) return { [ISLAND_HTML_KEY]: toHtml(value as VNode) };
    if (typeof value !== 'object' || value === undefined || seen.has(value)) return undefined;
    seen.add(value);
    if (Array.isArray(value)) return value.map((v, i) => convert(v, `${path}[${i}]`) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const converted = convert(v, path ? `${path}.${k}` : k);
      if (converted !== undefined) out[k] = converted;
    }
    return out;
  };
  return convert(props, '');
}
