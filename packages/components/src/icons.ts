// CONTRACT (owned by the mdx/components helper): inline SVG for an icon name from docs.json or
// frontmatter (Font Awesome free, Lucide, Tabler via @iconify), only the icons a site uses.
/** Options for {@link iconSvg}. */
export interface IconOptions {
  /** `fontawesome` (default), `lucide` or `tabler` — `icons.library` in docs.json. */
  library?: string;
  /** Font Awesome style (`regular` falls back to `solid`, then `brands`). */
  style?: string;
  /** CSS class on the <svg>. */
  className?: string;
}

/** Inline `<svg>` markup for `name`, or undefined when unknown (the caller reports a warning). */
export function iconSvg(_name: string, _options: IconOptions = {}): string | undefined {
  return undefined;
}
