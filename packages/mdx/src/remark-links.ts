import { safeUrl } from '@docsgen/html';
import type { Image, Link, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { declaredOf, scopeOf } from './compile-data.ts';
import { report } from './file-messages.ts';
import { KNOWN_COMPONENTS } from './page-scope.ts';
import { publicUrl, resolveUrl } from './rewrite-url.ts';
import type { PageLink } from './types.ts';
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
function isUserComponent(name: string | null | undefined, file: VFile): boolean {
  if (!name || !/^[A-Z]/.test(name)) return false;
  const head = name.split('.')[0]!;
  return declaredOf(file).has(head) || head in scopeOf(file) || !KNOWN_COMPONENTS.has(name);
}

/** Options of {@link remarkLinks}. */
export interface RemarkLinksOptions {
  /** Base path of the site, ending in `/`. */
  base: string;
}

/**
 * Records every link and image with its position (checked later against the routes), drops
 * unsafe schemes with a warning, and rewrites internal URLs so they work from any page URL:
 * root-absolute with the base path, `.mdx` removed from page links.
 */
export function remarkLinks(options: RemarkLinksOptions) {
  return (tree: Root, file: VFile) => {
    const { base } = options;
    const links: PageLink[] = [];
    file.data.links = links;
    const unsafe = (url: string, at: Position | undefined) =>
      report({
        file,
        place: at,
        code: 'mdx/unsafe-url',
        reason: `URL \`${url.slice(0, 60)}\` uses a scheme that runs script (or starts with \`//\`); it was removed.`,
        details: {
          hint: '`javascript:`, `vbscript:` and `data:` URLs (but raster images) are never written; links to sites, paths and apps (`vscode:`, `cursor://`…) are.',
        },
      });
    const rewrite = (url: string, kind: 'link' | 'image') => {
      const target = resolveUrl(url, file.path, base);
      if (target.kind !== 'internal') return url;
      // Page links lose `.mdx`/`.md` and `index`; other paths (assets, `v1.2/x`) keep their dots.
      return publicUrl(target, base, kind === 'image' || !/\.mdx?$/i.test(target.path ?? ''));
    };
    visitTree(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'image') {
        const n = node as Link | Image;
        const kind = node.type === 'link' ? 'link' : 'image';
        const line = n.position?.start.line;
        const column = n.position?.start.column;
        if (safeUrl(n.url) === undefined && n.url.trim() !== '') {
          unsafe(n.url, n.position);
          if (parent && index !== undefined) {
            parent.children.splice(index, 1, ...((node.type === 'link' ? (n as Link).children : []) as never[]));
            return [SKIP, index];
          }
          return undefined;
        }
        links.push({ kind, href: n.url, line, column });
        n.url = rewrite(n.url, kind);
        return undefined;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const el = node as MdxJsxFlowElement;
        if (isUserComponent(el.name, file)) return undefined;
        el.attributes = el.attributes.filter((a) => {
          if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') return true;
          const kind = URL_ATTRIBUTES[a.name] ?? (a.name === 'icon' && /[/.]/.test(a.value) ? 'image' : undefined);
          if (!kind) return true;
          const line = el.position?.start.line;
          const column = el.position?.start.column;
          if (a.value.trim() !== '' && safeUrl(a.value) === undefined) {
            unsafe(a.value, el.position);
            return false;
          }
          if (a.value.trim() === '') return true;
          links.push({ kind, href: a.value, line, column });
          a.value = rewrite(a.value, kind);
          return true;
        });
      }
      return undefined;
    });
  };
}
