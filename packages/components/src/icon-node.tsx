import { isValidElement } from 'preact';
import { noteIcon, resolveIcon } from './icons.ts';
import { useRenderContext } from './render-context.ts';

/** Props of {@link IconNode}. */
export interface IconNodeProps {
  /** Icon name, URL or path, or an `<svg>` element; nothing renders when empty or unknown. */
  icon?: unknown;
  /** Font Awesome style (`regular`, `solid`, `brands`…); default by library order. */
  iconType?: unknown;
  /** Class on the wrapper span; default `dg-icon-wrap`. */
  className?: string;
}

/** An inline icon (SVG markup from Iconify, escaped by construction) or nothing; an unknown or Pro name is noted in the render's RenderContext.icons. */
export function IconNode({ icon, iconType, className = 'dg-icon-wrap' }: IconNodeProps) {
  const ctx = useRenderContext();
  // `icon={<svg …>…</svg>}` (components' icon props accept SVG code in braces): drawn as written.
  if (isValidElement(icon))
    return (
      <span class={className} aria-hidden="true">
        {icon}
      </span>
    );
  if (typeof icon !== 'string' || icon === '') return null;
  const options = { library: ctx.iconLibrary, style: typeof iconType === 'string' ? iconType : undefined };
  const resolution = resolveIcon(icon, options);
  noteIcon(ctx.icons, icon, options, resolution);
  const svg = resolution.svg;
  if (!svg) return null;
  return <span class={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** A string prop, or undefined for anything else (numbers become strings). */
export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return undefined;
}

/** A boolean prop written as `prop`, `prop={true}` or `prop="true"`. */
export function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}
