// Hydrates the page's islands (interactive user components rendered on the server inside a
// <docsgen-island>): each loads its own code, so one whose module or render throws keeps its
// server markup, logs one console error and leaves the page and the other islands alone.
import {
  Component,
  type ComponentChildren,
  type ComponentType,
  Fragment,
  h,
  hydrate,
  render,
  type VNode,
} from 'preact';
import { ISLAND_ATTR, ISLAND_HTML_KEY, ISLAND_PROPS_ATTR, ISLAND_TAG } from '../island-markers.ts';

/** Loads an island's component (its module is a chunk of its own). */
export type IslandLoader = () => Promise<unknown>;

/** Hydrates every island of the page whose component `loaders` has (by `file#export`). */
export function mountIslands(loaders: Record<string, IslandLoader>): void {
  for (const el of document.querySelectorAll(ISLAND_TAG)) {
    // An island inside another is rendered by the outer one's code.
    if (el.parentElement?.closest(ISLAND_TAG)) continue;
    void mountIsland(el, loaders);
  }
}

async function mountIsland(el: Element, loaders: Record<string, IslandLoader>): Promise<void> {
  const id = el.getAttribute(ISLAND_ATTR) ?? '';
  const saved = el.innerHTML;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    console.error(
      `docsgen: the interactive component ${id} failed in the browser; its server-rendered content is kept, without interactivity.`,
      error,
    );
    // Once Preact has finished with the failed render: unmount it, put the server markup back.
    setTimeout(() => {
      try {
        render(null, el);
      } catch {
        // already gone
      }
      el.innerHTML = saved;
    }, 0);
  };
  try {
    const load = loaders[id];
    if (!load) throw new Error(`no code was built for ${id}`);
    const component = (await load()) as ComponentType<Record<string, unknown>> | undefined;
    if (typeof component !== 'function') throw new Error(`${id} is not a component`);
    const json: unknown = JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}');
    // Components named in the JSX it was given (ChecklistItem in a Checklist's children) are loaded
    // first, so the island gets them themselves, as it would in React.
    const named = new Map<string, ComponentType<Record<string, unknown>>>();
    for (const inner of namedIslands(json)) {
      const C = await loaders[inner]?.();
      if (typeof C === 'function') named.set(inner, C as ComponentType<Record<string, unknown>>);
    }
    const props = revive(json, named) as Record<string, unknown>;
    hydrate(h(Boundary, { onError: fail }, h(component, props)), el);
  } catch (e) {
    fail(e);
  }
}

class Boundary extends Component<
  { onError: (error: unknown) => void; children?: ComponentChildren },
  { failed?: boolean }
> {
  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
    this.setState({ failed: true });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Named = ReadonlyMap<string, ComponentType<Record<string, unknown>>>;

/** The markup of JSX in props: `{ [ISLAND_HTML_KEY]: html }`, else undefined. */
function htmlOf(value: unknown): DocumentFragment | undefined {
  const record = value as Record<string, unknown>;
  const html = record?.[ISLAND_HTML_KEY];
  if (typeof html !== 'string' || Object.keys(record).length !== 1) return undefined;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The `file#export` of every interactive component named in the JSX of props, at any depth. */
function namedIslands(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) namedIslands(v, out);
  else if (value && typeof value === 'object') {
    const markup = htmlOf(value);
    if (!markup) for (const v of Object.values(value)) namedIslands(v, out);
    else
      for (const marker of markup.querySelectorAll(ISLAND_TAG)) {
        out.add(marker.getAttribute(ISLAND_ATTR) ?? '');
        namedIslands(JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTR) ?? '{}'), out);
      }
  }
  return out;
}

/** Props from JSON: `{ [ISLAND_HTML_KEY]: html }` (JSX the page passed) becomes elements again. */
function revive(value: unknown, named: Named): unknown {
  if (Array.isArray(value)) return value.map((v) => revive(v, named));
  if (!value || typeof value !== 'object') return value;
  const markup = htmlOf(value);
  if (markup) {
    const nodes = [...markup.childNodes].map((n) => toVNode(n, named));
    return nodes.length === 1 ? nodes[0] : h(Fragment, null, ...nodes);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = revive(v, named);
  return out;
}

function toVNode(node: Node, named: Named): ComponentChildren {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const C = el.localName === ISLAND_TAG ? named.get(el.getAttribute(ISLAND_ATTR) ?? '') : undefined;
  if (C) return h(C, revive(JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}'), named) as Record<string, unknown>);
  const props: Record<string, string> = {};
  for (const a of el.attributes) props[a.name] = a.value;
  const children = el.localName === 'template' ? (el as HTMLTemplateElement).content.childNodes : el.childNodes;
  return h(el.localName, props, ...[...children].map((c) => toVNode(c, named))) as VNode;
}
