import type { DirectoryItem, DirectoryListing } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { href } from './link.tsx';
import { NavIcon } from './ui-icons.tsx';

const externalRel = (item: DirectoryItem) => (item.external ? { rel: 'noopener noreferrer' } : {});

/** A page or link of a listing as a card (the components' `<Card>` look). */
function DirectoryCard({ item }: { item: DirectoryItem }): VNode {
  return (
    <a
      class="dg-card dg-card--link dg-directory-card directory-card directory-page"
      href={href(item.href)}
      {...externalRel(item)}
    >
      <div class="dg-card__inner">
        {item.iconSvg && (
          <span class="dg-card__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: item.iconSvg }} />
        )}
        <div class="dg-card__text">
          <p class="dg-card__title">{item.label}</p>
          {item.items && item.items.length > 0 && (
            <div class="dg-card__body">{item.items.map((child) => child.label).join(' · ')}</div>
          )}
        </div>
      </div>
    </a>
  );
}

/** A listing entry as an accordion: a group opens on its entries, a page on a link to it. */
function DirectoryAccordion({ item }: { item: DirectoryItem }): VNode {
  return (
    <details class="dg-accordion dg-directory-entry directory-page">
      <summary class="dg-accordion__summary">
        {item.iconSvg && <NavIcon svg={item.iconSvg} />}
        <span class="dg-accordion__heading">
          <span class="dg-accordion__title">{item.label}</span>
        </span>
      </summary>
      <div class="dg-accordion__body">
        <ul class="dg-directory-links">
          {(item.items && item.items.length > 0 ? item.items : [item]).map((child) => (
            <li>
              <a href={href(child.href)} {...externalRel(child)}>
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** The directory listing a group's root page shows below its content (docs.json `directory`). */
export function Directory({ listing }: { listing: DirectoryListing }): VNode {
  return (
    <div class={`dg-directory dg-directory--${listing.style} directory`}>
      {listing.style === 'card' ? (
        <div class="dg-card-group dg-columns directory-group" style={{ '--dg-cols': '2' }}>
          {listing.items.map((item) => (
            <DirectoryCard item={item} />
          ))}
        </div>
      ) : (
        <div class="dg-accordion-group directory-group">
          {listing.items.map((item) => (
            <DirectoryAccordion item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
