import type { InterfaceText, PageContext } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { href } from './link.tsx';
import { UiIcon } from './ui-icons.tsx';

/** Previous and next page links. */
export function Pager({
  prev,
  next,
  text,
}: Pick<PageContext, 'prev' | 'next'> & { text: InterfaceText }): VNode | null {
  if (!prev && !next) return null;
  return (
    <nav class="pager" id="pagination" aria-label="Previous and next pages">
      {prev ? (
        <a class="pager-link pager-prev pagination-prev" href={href(prev.href)} rel="prev">
          <span class="pager-hint">
            <UiIcon name="arrowLeft" /> {text.previous}
          </span>
          <span class="pager-label pagination-title">{prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a class="pager-link pager-next pagination-next" href={href(next.href)} rel="next">
          <span class="pager-hint">
            {text.next} <UiIcon name="arrowRight" />
          </span>
          <span class="pager-label pagination-title">{next.label}</span>
        </a>
      )}
    </nav>
  );
}
