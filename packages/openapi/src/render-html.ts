// The one place this package imports preact-render-to-string.
import { createRenderContext, RenderContextValue } from '@docsgen/components';
import { Fragment, h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

/** Body HTML and right-hand-panel HTML of one rendered tree. */
export interface RenderedHtml {
  /** The tree's HTML. */
  html: string;
  /** What RequestExample/ResponseExample/Panel pushed to the right-hand panel, rendered. */
  asideHtml: string;
}

/** Renders a tree of @docsgen/components in one page render context (so ids stay unique and the aside is collected). */
export function renderHtml(tree: VNode, base = '/'): RenderedHtml {
  const ctx = createRenderContext({ base });
  const html = renderToString(h(RenderContextValue.Provider, { value: ctx }, tree));
  const aside = ctx.aside.splice(0);
  const asideHtml =
    aside.length > 0 ? renderToString(h(RenderContextValue.Provider, { value: ctx }, h(Fragment, null, ...aside))) : '';
  return { html, asideHtml };
}
