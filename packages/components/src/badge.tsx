import type { ComponentChildren } from 'preact';
import { safeColor } from './callout.tsx';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { bool, IconNode, str } from './icon-node.tsx';

const COLORS = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);
const SIZES = new Set(['xs', 'sm', 'md', 'lg']);

/** Props of `<Badge>`. */
export interface BadgeProps {
  /** One of gray, blue, green, yellow, orange, red, purple, white, surface; default gray. */
  color?: unknown;
  /** xs, sm, md (default), lg. */
  size?: unknown;
  /** `rounded` (default) or `pill`. */
  shape?: unknown;
  /** Icon before the text; default none. */
  icon?: unknown;
  /** `outline` for an outlined badge; default filled. */
  variant?: unknown;
  /** Outlined (same as variant="outline"); default false. */
  stroke?: unknown;
  /** Greyed out; default false. */
  disabled?: unknown;
  /** More CSS classes (Tailwind utilities too); default none. */
  className?: unknown;
  /** Text. */
  children?: ComponentChildren;
}

/** `<Badge>`: a small inline label. */
export function Badge({ color, size, shape, icon, variant, stroke, disabled, className, children }: BadgeProps) {
  const c = str(color) && COLORS.has(str(color)!) ? str(color)! : 'gray';
  const s = str(size) && SIZES.has(str(size)!) ? str(size)! : 'md';
  const classes = ['dg-badge', `dg-badge--${c}`, `dg-badge--${s}`];
  if (str(shape) === 'pill') classes.push('dg-badge--pill');
  if (str(variant) === 'outline' || bool(stroke)) classes.push('dg-badge--outline');
  if (bool(disabled)) classes.push('dg-badge--disabled');
  if (str(className)?.trim()) classes.push(str(className)!.trim());
  return (
    <span class={classes.join(' ')} data-badge="" data-color={c} data-size={s}>
      <IconNode icon={icon} className="dg-badge__icon" />
      {children}
    </span>
  );
}

/** Props of `<Icon>`. */
export interface IconProps {
  /** Icon name, URL or path (required). */
  icon?: unknown;
  /** Font Awesome style; default library order. */
  iconType?: unknown;
  /** Size in pixels; default 1em. */
  size?: unknown;
  /** CSS colour; default currentColor. */
  color?: unknown;
  /** More CSS classes (Tailwind utilities too); default none. */
  className?: unknown;
  /** Path or URL of an image used instead of `icon`; default none. */
  src?: unknown;
}

/** `<Icon>`: an inline icon. */
export function Icon({ icon, iconType, size, color, className, src }: IconProps) {
  const px = Number(size);
  const c = safeColor(color);
  const style: Record<string, string> = {};
  if (Number.isFinite(px) && px > 0 && px < 1000) style['font-size'] = `${px}px`;
  if (c) style.color = c;
  return (
    <span
      class={str(className)?.trim() ? `dg-icon-inline icon ${str(className)!.trim()}` : 'dg-icon-inline icon'}
      style={Object.keys(style).length ? style : undefined}
    >
      <IconNode icon={icon ?? src} iconType={iconType} className="dg-icon-wrap" />
    </span>
  );
}

/** `<Badge>`: its text in Markdown. */
export const badge: ComponentDescriptor = { render: Badge };

/** `<Icon>`: nothing readable in Markdown. */
export const icon: ComponentDescriptor = { render: Icon, toMarkdown: () => [] };
