import type { VNode } from 'preact';

// The theme's own interface glyphs (Lucide-style strokes), inline so no request is made for them.
const paths = {
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  panelLeft: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 3v18M16 15l-3-3 3-3',
  close: 'M18 6 6 18M6 6l12 12',
  search: 'm21 21-4.3-4.3M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z',
  sun: 'M12 3v1M12 20v1M4.2 4.2l.7.7M19.1 19.1l.7.7M3 12h1M20 12h1M4.2 19.8l.7-.7M19.1 4.9l.7-.7M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  check: 'M20 6 9 17l-5-5',
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  markdown: 'M4 5h16v14H4zM7 15V9l2.5 3L12 9v6M15.5 9v6M13.5 13l2 2 2-2',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  rss: 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 19a1 1 0 1 0 0 .01',
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  issue: 'M12 8v4M12 16h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
} as const;

/** Name of one of the theme's interface glyphs. */
export type UiIconName = keyof typeof paths;

/** An interface glyph, hidden from assistive technology (its control carries the label). */
export function UiIcon({ name, className }: { name: UiIconName; className?: string }): VNode {
  return (
    <svg
      class={className ? `ui-icon ${className}` : 'ui-icon'}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** Inline icon markup from the build (already sanitised SVG), or nothing. */
export function NavIcon({ svg, className }: { svg?: string; className?: string }): VNode | null {
  if (!svg) return null;
  const classes = className ? `nav-icon ${className}` : 'nav-icon';
  return <span class={classes} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
