// The allow-list's own entry point: the islands' browser bundle takes this module alone.
import { safeUrl } from '@docsgen/html/safe-url';
import { Fragment, jsx as preactJsx } from 'preact/jsx-runtime';

const URL_PROPS = ['href', 'src', 'action', 'formAction', 'formaction', 'poster', 'xlinkHref', 'xlink:href', 'data'];

/**
 * The JSX runtime pages and snippets run with: Preact's, except that URL props of HTML elements
 * go through the allow-list, so `href={"javascript:…"}` built at run time never reaches the page.
 */
export function jsx(type: unknown, props: Record<string, unknown>, key?: unknown) {
  if (typeof type === 'string' && props) {
    let copy: Record<string, unknown> | undefined;
    for (const name of URL_PROPS) {
      const value = props[name];
      if (value === undefined || value === null) continue;
      if (typeof value === 'string' && safeUrl(value) !== undefined) continue;
      if (typeof value === 'string' && value.trim() === '') continue;
      copy ??= { ...props };
      delete copy[name];
    }
    if (copy) return preactJsx(type as never, copy as never, key as never);
  }
  return preactJsx(type as never, props as never, key as never);
}

/** The runtime object handed to compiled MDX and bundled snippets. */
export const safeJsxRuntime = { Fragment, jsx, jsxs: jsx, jsxDEV: jsx };
