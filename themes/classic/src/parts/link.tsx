import { safeUrl } from '@docsgen/html';
import type { NavLink } from '@docsgen/theme-api';
import type { ComponentChildren, VNode } from 'preact';
import { UiIcon } from './ui-icons.tsx';

/** href through the one URL allow-list; a refused URL becomes a harmless `#`. */
export function href(raw: string | undefined): string {
  return safeUrl(raw) ?? '#';
}

/** Props of {@link SiteLink}. */
export interface SiteLinkProps {
  /** The resolved link. */
  link: Pick<NavLink, 'href' | 'external'>;
  /** CSS class. */
  className?: string;
  /** aria-current value, when the link is the current page or section. */
  current?: 'page' | 'true';
  /** Link content. */
  children: ComponentChildren;
  /** Shows the "opens outside" glyph on external links (default true). */
  externalGlyph?: boolean;
}

/** A link; external ones open in a new tab with rel=noopener and say so to screen readers. */
export function SiteLink({ link, className, current, children, externalGlyph = true }: SiteLinkProps): VNode {
  if (link.external) {
    return (
      <a class={className} href={href(link.href)} target="_blank" rel="noopener noreferrer">
        {children}
        {externalGlyph && <UiIcon name="external" className="external-glyph" />}
        <span class="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a class={className} href={href(link.href)} aria-current={current}>
      {children}
    </a>
  );
}
