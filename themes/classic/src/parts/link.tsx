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
  /** Sets `data-active` (the current entry, as Mintlify marks it for custom CSS); default false. */
  active?: boolean;
  /** Element id (a selector Mintlify documents for custom CSS); default none. */
  id?: string;
  /** `data-component-name` (a selector Mintlify documents for custom CSS); default none. */
  componentName?: string;
}

/** A link; external ones open in a new tab with rel=noopener and say so to screen readers. */
export function SiteLink(props: SiteLinkProps): VNode {
  const { link, className, current, children, externalGlyph = true } = props;
  const marks = {
    id: props.id,
    'data-active': props.active ? '' : undefined,
    'data-component-name': props.componentName,
  };
  if (link.external) {
    return (
      <a class={className} href={href(link.href)} target="_blank" rel="noopener noreferrer" {...marks}>
        {children}
        {externalGlyph && <UiIcon name="external" className="external-glyph" />}
        <span class="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a class={className} href={href(link.href)} aria-current={current} {...marks}>
      {children}
    </a>
  );
}
