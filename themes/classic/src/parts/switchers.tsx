import type { PageContext, Switcher } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { Menu } from './menu.tsx';
import { NavIcon } from './ui-icons.tsx';

type Kind = keyof PageContext['switchers'];

const NAMES: Record<Kind, string> = {
  product: 'Product',
  version: 'Version',
  language: 'Language',
  dropdown: 'Section',
};

/** One switcher (product, version, language or sidebar dropdown) as a disclosure menu. */
export function SwitcherMenu({
  kind,
  switcher,
  block,
  idPrefix = 'dg',
}: {
  kind: Kind;
  switcher: Switcher;
  block?: boolean;
  idPrefix?: string;
}): VNode {
  const current = switcher.options.find((o) => o.current);
  return (
    <Menu
      id={`${idPrefix}-${kind}-menu`}
      label={block ? undefined : `${NAMES[kind]}: ${switcher.current}`}
      className={`switcher switcher-${kind}${block ? ' menu-block' : ''}`}
      button={
        <>
          <NavIcon svg={current?.iconSvg} />
          <span class="switcher-text">
            {block && <span class="switcher-kind">{NAMES[kind]}</span>}
            <span class="switcher-current">{switcher.current}</span>
          </span>
        </>
      }
      items={switcher.options}
    />
  );
}

/** The switchers of `kinds` that the site has, in that order. */
export function Switchers({
  switchers,
  kinds,
  block,
  idPrefix,
}: {
  switchers: PageContext['switchers'];
  kinds: Kind[];
  block?: boolean;
  /** Prefix of the popup ids, unique per copy on the page (default `dg`). */
  idPrefix?: string;
}): VNode | null {
  const present = kinds.filter((k) => switchers[k] && switchers[k]!.options.length > 0);
  if (present.length === 0) return null;
  return (
    <div class="switchers">
      {present.map((k) => (
        <SwitcherMenu kind={k} switcher={switchers[k]!} block={block} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
