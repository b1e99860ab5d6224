import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { str } from './icon-node.tsx';
import { useUniqueId } from './render-context.ts';
import { safeUrl } from './safe-url.ts';

/** Props of `<Tooltip>`. */
export interface TooltipProps {
  /** Tooltip text (required). */
  tip?: unknown;
  /** Bold line above the tip; default none. */
  headline?: unknown;
  /** Link text inside the tooltip (with `href`); default none. */
  cta?: unknown;
  /** Link target of the call to action; default none. */
  href?: unknown;
  /** The text the tooltip explains. */
  children?: ComponentChildren;
}

/** `<Tooltip>`: inline text with a tip shown on hover and keyboard focus (CSS only). */
export function Tooltip({ tip, headline, cta, href, children }: TooltipProps) {
  const id = useUniqueId('tooltip');
  const url = safeUrl(href);
  return (
    <span class="dg-tooltip tooltip">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tip by focusing its text. */}
      <span class="dg-tooltip__trigger" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span class="dg-tooltip__content" role="tooltip" id={id}>
        {str(headline) ? <strong class="dg-tooltip__headline">{str(headline)}</strong> : null}
        <span class="dg-tooltip__tip">{str(tip) ?? ''}</span>
        {url ? (
          <a class="dg-tooltip__cta" href={url}>
            {str(cta) ?? 'Learn more'}
          </a>
        ) : null}
      </span>
    </span>
  );
}

/** `<Tooltip>`: the text it is attached to, in Markdown. */
export const tooltip: ComponentDescriptor = { render: Tooltip };
