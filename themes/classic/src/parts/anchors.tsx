import type { NavLink } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { SiteLink } from './link.tsx';
import { NavIcon } from './ui-icons.tsx';

/** Anchors (or global anchors) at the top of the sidebar, each a link with its icon. */
export function Anchors({ links, label }: { links: NavLink[]; label: string }): VNode | null {
  if (links.length === 0) return null;
  return (
    <ul class="anchors nav-anchors" aria-label={label}>
      {links.map((link) => (
        <li>
          <SiteLink
            link={link}
            className={link.current ? 'anchor-link nav-anchor is-current' : 'anchor-link nav-anchor'}
            current={link.current ? 'true' : undefined}
            active={link.current}
            externalGlyph={false}
          >
            <span
              class={link.color ? 'anchor-icon has-color' : 'anchor-icon'}
              style={
                link.color
                  ? `--dg-anchor:${link.color.light ?? link.color.dark};--dg-anchor-dark:${link.color.dark ?? link.color.light}`
                  : undefined
              }
            >
              <NavIcon svg={link.iconSvg} />
            </span>
            <span class="nav-label">{link.label}</span>
            {link.tag && <span class="tag">{link.tag}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
