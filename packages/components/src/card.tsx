import type { ComponentChildren } from 'preact';
import { CALLOUT_ICONS, safeColor } from './callout.tsx';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { IconNode, str } from './icon-node.tsx';
import { type AnyNode, paragraph, text } from './markdown-nodes.ts';
import { type PropTypes, readProps } from './read-props.ts';
import { isExternalUrl, safeUrl } from './safe-url.ts';

/** Props of `<Card>`. */
export interface CardProps {
  /** Card title; default none. */
  title?: unknown;
  /** Icon name, URL or path; default none. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Icon colour (CSS colour); default the primary colour. */
  color?: unknown;
  /** Link target; the whole card becomes a link; default none. */
  href?: unknown;
  /** Icon beside the title instead of above; default false. */
  horizontal?: unknown;
  /** Image shown at the top; default none. */
  img?: unknown;
  /** Call-to-action text at the bottom (needs `href`); default none. */
  cta?: unknown;
  /** Show an arrow (default: true for external links). */
  arrow?: unknown;
  /** Greyed out, not a link; default false. */
  disabled?: unknown;
  /** Callout style (`info`, `warning`, `note`, `tip`, `check`, `danger`): its colours and default icon; default none. */
  type?: unknown;
  /** Card body. */
  children?: ComponentChildren;
}

/**
 * The types of `<Card>`'s props, declared once: Card reads them through it, `docsgen check`
 * checks pages against it (Mintlify documents `arrow`, `horizontal` and `disabled` as booleans).
 */
export const CARD_PROP_TYPES = {
  title: 'text',
  href: 'text',
  icon: 'text',
  img: 'text',
  cta: 'text',
  type: 'text',
  arrow: 'flag',
  horizontal: 'flag',
  disabled: 'flag',
} as const satisfies PropTypes;

/** `<Card>`: a box with icon, title and text; a link when `href` is set. */
export function Card(props: CardProps) {
  const p = readProps(CARD_PROP_TYPES, props as Record<string, unknown>);
  const href = p.disabled ? undefined : safeUrl(p.href);
  const img = safeUrl(p.img);
  const color = safeColor(props.color);
  const classes = ['dg-card', 'card'];
  const type = cardType(p.type);
  if (type) classes.push(`dg-card--typed dg-card--${type}`);
  if (p.horizontal) classes.push('dg-card--horizontal');
  if (href) classes.push('dg-card--link');
  if (p.disabled) classes.push('dg-card--disabled');
  const external = href !== undefined && isExternalUrl(href);
  const arrow = p.arrow ?? external;
  const inner = (
    <>
      {img ? <img class="dg-card__img" src={img} alt="" /> : null}
      <div class="dg-card__inner">
        <IconNode
          icon={props.icon ?? (type ? CALLOUT_ICONS[type] : undefined)}
          iconType={props.iconType}
          className={color ? 'dg-card__icon dg-card__icon--colored' : 'dg-card__icon'}
        />
        <div class="dg-card__text">
          {p.title ? <p class="dg-card__title">{p.title}</p> : null}
          <div class="dg-card__body">{props.children}</div>
          {href && p.cta ? <span class="dg-card__cta">{p.cta}</span> : null}
        </div>
        {arrow && href ? (
          <span class="dg-card__arrow" aria-hidden="true">
            ↗
          </span>
        ) : null}
      </div>
    </>
  );
  const style = color ? { '--dg-card-accent': color } : undefined;
  return href ? (
    <a class={classes.join(' ')} href={href} style={style} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {inner}
    </a>
  ) : (
    <div class={classes.join(' ')} style={style}>
      {inner}
    </div>
  );
}

const CARD_TYPES = new Set(['info', 'warning', 'note', 'tip', 'check', 'danger']);

// A typed card's type, or undefined for none or an unknown one (shown as a plain card).
function cardType(value: unknown): string | undefined {
  const type = str(value)?.trim().toLowerCase();
  return type && CARD_TYPES.has(type) ? type : undefined;
}

function colsOf(value: unknown, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n : fallback;
}

/** `<CardGroup cols>`: a responsive grid of cards; `cols` 1–4, default 2. */
export function CardGroup({ cols, children }: { cols?: unknown; children?: ComponentChildren }) {
  return (
    <div class="dg-card-group dg-columns card-group" style={{ '--dg-cols': String(colsOf(cols, 2)) }}>
      {children}
    </div>
  );
}

/** `<Columns cols>`: a responsive grid; `cols` 1–4, default 2. */
export function Columns({ cols, children }: { cols?: unknown; children?: ComponentChildren }) {
  return (
    <div class="dg-columns columns" style={{ '--dg-cols': String(colsOf(cols, 2)) }}>
      {children}
    </div>
  );
}

/** `<Column>`: one cell of `<Columns>`. */
export function Column({ children }: { children?: ComponentChildren }) {
  return <div class="dg-column">{children}</div>;
}

/** Props of `<Tile>`. */
export interface TileProps {
  /** Link target (required). */
  href?: unknown;
  /** Title under the preview; default none. */
  title?: unknown;
  /** Description under the title; default none. */
  description?: unknown;
  /** The preview (usually an image). */
  children?: ComponentChildren;
}

/** `<Tile>`: a linked preview with a title. */
export function Tile({ href, title, description, children }: TileProps) {
  const url = safeUrl(href);
  const body = (
    <>
      <div class="dg-tile__preview">{children}</div>
      {str(title) ? <p class="dg-tile__title">{str(title)}</p> : null}
      {str(description) ? <p class="dg-tile__description">{str(description)}</p> : null}
    </>
  );
  return url ? (
    <a class="dg-tile tile" href={url}>
      {body}
    </a>
  ) : (
    <div class="dg-tile tile">{body}</div>
  );
}

// A card in Markdown: its title (a link when it has `href`), its description, then its body.
const cardMarkdown: ComponentDescriptor['toMarkdown'] = (m) => {
  const title = m.attr('title');
  const href = m.attr('href');
  const description = m.attr('description');
  const heading: AnyNode[] = [];
  if (title) {
    heading.push(
      href ? { type: 'link', url: href, children: [text(title)] } : { type: 'strong', children: [text(title)] },
    );
  } else if (href) heading.push({ type: 'link', url: href, children: [text(href)] });
  return [
    ...(heading.length ? [paragraph(heading)] : []),
    ...(description ? [paragraph([text(description)])] : []),
    ...m.children(),
  ];
};

/** `<Card>`: props checked against their declared types; in Markdown its linked title and body. */
export const card: ComponentDescriptor = {
  render: Card,
  toMarkdown: cardMarkdown,
  props: { types: CARD_PROP_TYPES },
};
/** `<Tile>`: like a card in Markdown. */
export const tile: ComponentDescriptor = { render: Tile, toMarkdown: cardMarkdown };
/** `<CardGroup>`: its cards. */
export const cardGroup: ComponentDescriptor = { render: CardGroup };
/** `<Columns>`: its columns. */
export const columns: ComponentDescriptor = { render: Columns };
/** `<Column>`: its content. */
export const column: ComponentDescriptor = { render: Column };
