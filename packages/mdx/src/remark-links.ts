import { warning } from '@docsgen/diagnostics';
import { safeUrl } from '@docsgen/html';
import type { Image, Link, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { KNOWN_COMPONENTS } from './page-scope.ts';
import type { PageState } from './page-state.ts';
import { publicUrl, resolveUrl } from './rewrite-url.ts';
import { SKIP, visitTree } from './visit-tree.ts';

/** JSX attributes holding URLs, and whether they name an image (copied asset) or a link. */
const URL_ATTRIBUTES: Record<string, 'link' | 'image'> = {
  href: 'link',
  src: 'image',
  img: 'image',
  poster: 'image',
  action: 'link',
  formAction: 'link',
};

/**
 * True for a component the page defines or imports (or a member of one, `Icons.Star`): its props
 * are its author's data, passed as written (a `src="docs-agent"` is no image). Mintlify resolves
 * URLs only on `a`, `Card`, `img` and `source`; docsgen does so on HTML elements and built-ins.
 */
function isUserComponent(name: string | null | undefined, state: PageState): boolean {
  if (!name || !/^[A-Z]/.test(name)) return false;
  const head = name.split('.')[0]!;
  return state.declared.has(head) || head in state.scope || !KNOWN_COMPONENTS.has(name);
}

/**
 * Records every link and image with its position (checked later against the routes), drops
 * unsafe schemes with a warning, and rewrites internal URLs so they work from any page URL:
 * root-absolute with the base path, `.mdx` removed from page links.
 */
export function remarkLinks(state: PageState) {
  return (tree: Root) => {
    const unsafe = (url: string, line?: number, column?: number) =>
      state.diagnostics.push(
        warning('mdx/unsafe-url', `URL \`${url.slice(0, 60)}\` uses a scheme that is not allowed; it was removed.`, {
          file: state.file,
          line,
          column,
          hint: 'Links may use http, https, mailto, tel or a path; `javascript:` and `data:` URLs are never written.',
        }),
      );
    const rewrite = (url: string, kind: 'link' | 'image') => {
      const target = resolveUrl(url, state.file, state.base);
      if (target.kind !== 'internal') return url;
      // Page links lose `.mdx`/`.md` and `index`; other paths (assets, `v1.2/x`) keep their dots.
      return publicUrl(target, state.base, kind === 'image' || !/\.mdx?$/i.test(target.path ?? ''));
    };
    visitTree(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'image') {
        const n = node as Link | Image;
        const kind = node.type === 'link' ? 'link' : 'image';
        const line = n.position?.start.line;
        const column = n.position?.start.column;
        if (safeUrl(n.url) === undefined && n.url.trim() !== '') {
          unsafe(n.url, line, column);
          if (parent && index !== undefined) {
            parent.children.splice(index, 1, ...((node.type === 'link' ? (n as Link).children : []) as never[]));
            return [SKIP, index];
          }
          return undefined;
        }
        state.links.push({ kind, href: n.url, line, column });
        n.url = rewrite(n.url, kind);
        return undefined;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const el = node as MdxJsxFlowElement;
        if (isUserComponent(el.name, state)) return undefined;
        el.attributes = el.attributes.filter((a) => {
          if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') return true;
          const kind = URL_ATTRIBUTES[a.name] ?? (a.name === 'icon' && /[/.]/.test(a.value) ? 'image' : undefined);
          if (!kind) return true;
          const line = el.position?.start.line;
          const column = el.position?.start.column;
          if (a.value.trim() !== '' && safeUrl(a.value) === undefined) {
            unsafe(a.value, line, column);
            return false;
          }
          if (a.value.trim() === '') return true;
          state.links.push({ kind, href: a.value, line, column });
          a.value = rewrite(a.value, kind);
          return true;
        });
      }
      return undefined;
    });
  };
}
