import type { Heading } from '@docsgen/html';
import type { InterfaceText } from '@docsgen/theme-api';
import type { VNode } from 'preact';

/** "On this page": the page's depth-2/3 headings; the client script marks the one in view. */
export function Toc({ toc, text }: { toc: Heading[]; text: InterfaceText }): VNode | null {
  if (toc.length === 0) return null;
  return (
    <nav class="toc" id="table-of-contents" aria-labelledby="dg-toc-title" data-dg-toc>
      <p class="toc-title" id="dg-toc-title">
        {text.onThisPage}
      </p>
      <ul id="table-of-contents-content">
        {toc.map((h) => (
          <li class={`toc-depth-${h.depth} toc-item`} data-depth={h.depth - 2}>
            <a href={`#${encodeURIComponent(h.id)}`} data-heading-id={h.id}>
              {h.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
