import { createContext, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import type { CodeTheme } from './code-theme.ts';
import type { IconNote } from './icons.ts';

/** Per-page state shared by the components of one render. mdx creates one per page render. */
export interface RenderContext {
  /** Content for the right-hand panel (RequestExample, ResponseExample, Panel), in page order. */
  aside: VNode[];
  /** Base path of the site ('/' default), for assets the components reference. */
  base: string;
  /** `icons.library` from docs.json: `fontawesome` (default), `lucide`, `tabler`. */
  iconLibrary?: string;
  /** docs.json `styling.codeblocks` (its custom languages name code blocks); default the default theme. */
  codeTheme?: CodeTheme;
  /** Counter behind {@link useUniqueId}; starts at 0 for every page so output is deterministic. */
  ids: { next: number };
  /** Anchor ids components derived from titles so far (Tab, Accordion, Step…); a repeat gets none. Default empty. */
  anchors?: Set<string>;
  /** Where the page's components note the icons they could not show as named (see noteIcon); default not noted. */
  icons?: IconNote[];
}

/** Makes a fresh context for one page render. */
export function createRenderContext(
  options: { base?: string; iconLibrary?: string; codeTheme?: CodeTheme; icons?: IconNote[] } = {},
): RenderContext {
  return {
    aside: [],
    base: options.base ?? '/',
    iconLibrary: options.iconLibrary,
    codeTheme: options.codeTheme,
    ids: { next: 0 },
    ...(options.icons ? { icons: options.icons } : {}),
  };
}

/** The Preact context carrying {@link RenderContext}; mdx wraps each page in its Provider. */
export const RenderContextValue = createContext<RenderContext | undefined>(undefined);

/** The page's render context, or a throwaway one when a component renders outside a page. */
export function useRenderContext(): RenderContext {
  return useContext(RenderContextValue) ?? createRenderContext();
}

/** A page-unique id such as `dg-tabs-3` (deterministic: render order). */
export function useUniqueId(prefix: string): string {
  const ctx = useRenderContext();
  ctx.ids.next += 1;
  return `dg-${prefix}-${ctx.ids.next}`;
}

/**
 * `id` if no component of this page has taken it yet, else undefined: titles repeat (every tab
 * set has a "Python" tab) and the first of them keeps the anchor, so ids stay unique.
 */
export function useAnchorId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  const ctx = useRenderContext();
  ctx.anchors ??= new Set();
  if (ctx.anchors.has(id)) return undefined;
  ctx.anchors.add(id);
  return id;
}
