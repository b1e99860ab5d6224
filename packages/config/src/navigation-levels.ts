// The levels of docs.json `navigation`, in one table: which list key holds which elements, the key
// of each element's label, the node type the navigation tree gives it, its name in messages, and
// the lists an element of that level may hold. The schema (navigation-schema.ts), the validator
// (validate-navigation.ts), the navigation tree (@docsgen/navigation build-nav-tree.ts) and the
// section navigation (@docsgen/build section-navigation.ts) all read it.

/** A list key of the navigation: the key of a level's list in the element holding it. */
export type NavCollection =
  | 'products'
  | 'languages'
  | 'versions'
  | 'tabs'
  | 'dropdowns'
  | 'anchors'
  | 'menu'
  | 'groups'
  | 'pages';

/** One level of the navigation. */
export interface NavLevel {
  /** The key holding an element's label (`tab`, `item`…); a page is a string, its key `page`. */
  readonly label: string;
  /** The NavNode type the navigation tree gives an element (`tab`, `menuItem`, `group`, `page`). */
  readonly node: string;
  /** Its name in messages (`menu item`). */
  readonly name: string;
  /**
   * The lists an element may hold, in the order Mintlify's validator reads them: of several, the
   * first one is kept and the others dropped with a warning.
   */
  readonly children: readonly NavCollection[];
  /** A division: a tab, anchor, dropdown, product, version, language or menu item (not a group or page). */
  readonly division: boolean;
}

/**
 * Every list key of the navigation and its level, in the order the navigation tree looks for an
 * element's list (products, languages, versions, tabs, dropdowns, anchors, menu, groups, pages).
 */
export const NAV_LEVELS = {
  products: {
    label: 'product',
    node: 'product',
    name: 'product',
    children: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
    division: true,
  },
  languages: {
    label: 'language',
    node: 'language',
    name: 'language',
    children: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    division: true,
  },
  versions: {
    label: 'version',
    node: 'version',
    name: 'version',
    children: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
    division: true,
  },
  tabs: {
    label: 'tab',
    node: 'tab',
    name: 'tab',
    children: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
    division: true,
  },
  dropdowns: {
    label: 'dropdown',
    node: 'dropdown',
    name: 'dropdown',
    children: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
    division: true,
  },
  anchors: {
    label: 'anchor',
    node: 'anchor',
    name: 'anchor',
    children: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
    division: true,
  },
  menu: { label: 'item', node: 'menuItem', name: 'menu item', children: ['groups', 'pages'], division: true },
  groups: { label: 'group', node: 'group', name: 'group', children: ['pages'], division: false },
  pages: { label: 'page', node: 'page', name: 'page', children: [], division: false },
} as const satisfies Record<NavCollection, NavLevel>;

/** The label key of a division (`tab`, `anchor`, `dropdown`, `product`, `version`, `language`, `item`). */
export type DivisionKey = {
  [C in NavCollection]: (typeof NAV_LEVELS)[C]['division'] extends true ? (typeof NAV_LEVELS)[C]['label'] : never;
}[NavCollection];

/** The NavNode type of a division (`tab` … `language`, `menuItem`). */
export type DivisionNodeType = {
  [C in NavCollection]: (typeof NAV_LEVELS)[C]['division'] extends true ? (typeof NAV_LEVELS)[C]['node'] : never;
}[NavCollection];

/** The lists `navigation` itself may hold, in the order Mintlify's validator reads them. */
export const NAV_ROOT_CHILDREN = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
] as const satisfies readonly NavCollection[];

/** The lists of `navigation.global` (link-only divisions shown on every page). */
export const NAV_GLOBAL_COLLECTIONS = ['anchors', 'tabs', 'dropdowns', 'products', 'versions', 'languages'] as const;

/** A list key of `navigation.global`. */
export type NavGlobalCollection = (typeof NAV_GLOBAL_COLLECTIONS)[number];

/** Every list key, in {@link NAV_LEVELS} order. */
export const NAV_COLLECTIONS = Object.keys(NAV_LEVELS) as NavCollection[];

/** The division levels' list keys (every list but `groups` and `pages`). */
export const DIVISION_COLLECTIONS = NAV_COLLECTIONS.filter((c) => NAV_LEVELS[c].division);

/** A division's level, with its list key. */
export interface DivisionLevel extends NavLevel {
  readonly label: DivisionKey;
  readonly node: DivisionNodeType;
  readonly collection: NavCollection;
}

/** The level of a division, by its label key (`tab` → the `tabs` level). */
export const DIVISION_LEVELS = new Map<string, DivisionLevel>(
  DIVISION_COLLECTIONS.map((c) => [NAV_LEVELS[c].label, { ...NAV_LEVELS[c], collection: c } as DivisionLevel]),
);

/** True for a list key of the navigation. */
export function isNavCollection(key: string): key is NavCollection {
  return Object.hasOwn(NAV_LEVELS, key);
}
