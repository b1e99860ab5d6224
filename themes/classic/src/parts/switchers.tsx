import type { InterfaceText, PageContext, Switcher } from '@docsgen/theme-api';
import type { VNode } from 'preact';
import { Menu } from './menu.tsx';
import { NavIcon } from './ui-icons.tsx';

type Kind = keyof PageContext['switchers'];

/** The interface-text key naming each kind of switcher. */
const NAMES: Record<Kind, 'product' | 'version' | 'language' | 'section'> = {
  product: 'product',
  version: 'version',
  language: 'language',
  dropdown: 'section',
};

/** One switcher (product, version, language or sidebar dropdown) as a disclosure menu. */
export function SwitcherMenu({
  kind,
  switcher,
  block,
  idPrefix = 'dg',
  text,
}: {
  kind: Kind;
  switcher: Switcher;
  block?: boolean;
  idPrefix?: string;
  text: InterfaceText;
}): VNode {
  const current = switcher.options.find((o) => o.current);
  return (
    <Menu
      id={`${idPrefix}-${kind}-menu`}
      label={block ? undefined : `${text[NAMES[kind]]}: ${switcher.current}`}
      className={`switcher switcher-${kind}${block ? ' menu-block' : ''}`}
      button={
        <>
          <NavIcon svg={current?.iconSvg} />
          <span class="switcher-text">
            {block && <span class="switcher-kind">{text[NAMES[kind]]}</span>}
            <span class="switcher-current">{switcher.current}</span>
          </span>
        </>
      }
      items={switcher.options}
      names={
        kind === 'product' ? 'nav-dropdown-products-selector' : kind === 'language' ? 'localization-select' : undefined
      }
      ids={
        kind === 'language' && idPrefix === 'dg'
          ? { trigger: 'localization-select-trigger', content: 'localization-select-content' }
          : undefined
      }
    />
  );
}

/** The switchers of `kinds` that the site has, in that order. */
export function Switchers({
  switchers,
  kinds,
  block,
  idPrefix,
  text,
}: {
  switchers: PageContext['switchers'];
  kinds: Kind[];
  block?: boolean;
  /** Prefix of the popup ids, unique per copy on the page (default `dg`). */
  idPrefix?: string;
  /** The page's interface text (the switchers' names). */
  text: InterfaceText;
}): VNode | null {
  const present = kinds.filter((k) => switchers[k] && switchers[k]!.options.length > 0);
  if (present.length === 0) return null;
  return (
    <div class="switchers">
      {present.map((k) => (
        <SwitcherMenu kind={k} switcher={switchers[k]!} block={block} idPrefix={idPrefix} text={text} />
      ))}
    </div>
  );
}
