import { z } from 'zod';
import { footerSchema, navbarSchema } from './chrome-schema.ts';
import { IconSchema } from './icon-schema.ts';
import { LANGUAGE_CODES } from './locales.ts';
import {
  DIVISION_LEVELS,
  type DivisionKey,
  NAV_COLLECTIONS,
  NAV_GLOBAL_COLLECTIONS,
  NAV_LEVELS,
  NAV_ROOT_CHILDREN,
  type NavCollection,
} from './navigation-levels.ts';

export { IconSchema };

/** `{source, directory?, overlays?}` form of an `openapi` value. */
export const OpenApiObjectSchema = z.strictObject({
  source: z.string().min(1),
  directory: z.string().optional(),
  overlays: z.array(z.string()).optional(),
});

/** An `openapi` (or `asyncapi`) value: a path, a list of paths/objects, or one `{source, directory}`. */
export const OpenApiValueSchema = z.union([
  z.string().min(1),
  z.array(z.union([z.string().min(1), OpenApiObjectSchema])),
  OpenApiObjectSchema,
]);

/** Light and dark colour pair. */
export const ColorPairSchema = z.strictObject({ light: z.string().optional(), dark: z.string().optional() });

/** An icon value as written. */
export type IconValue = z.infer<typeof IconSchema>;
/** An `openapi` value as written. */
export type OpenApiValue = z.infer<typeof OpenApiValueSchema>;

/** A group: a titled list of pages and nested groups. */
export interface NavGroup {
  /** Group title (required). */
  group: string;
  /** Page paths, endpoint references and nested groups; default []. */
  pages?: NavPageEntry[];
  /** Icon; default none. */
  icon?: IconValue;
  /** Badge text; default none. */
  tag?: string;
  /** Page opened when the group title is selected; default none. */
  root?: string;
  /** Initial state of a nested group; default false (collapsed). No effect on top-level groups. */
  expanded?: boolean;
  /** Hidden from the sidebar; default false. */
  hidden?: boolean;
  /** Public when the site requires authentication; default inherited. */
  public?: boolean;
  /** OpenAPI spec(s) for endpoint entries and generated pages; default inherited. */
  openapi?: OpenApiValue;
  /** AsyncAPI source (accepted, not rendered by docsgen); default none. */
  asyncapi?: OpenApiValue;
  /** Directory view of the group (`none`, `accordion`, `card`); default none. */
  directory?: string;
  /** Included in search; default true. */
  searchable?: boolean;
  /** Search ranking multiplier; default 1. */
  boost?: number;
}

/** A `pages` entry: a page path, an endpoint reference (`GET /users`) or a nested group. */
export type NavPageEntry = string | NavGroup;

/** Child collections a division may hold (which ones are allowed depends on the division kind). */
export interface NavChildren {
  /** Page paths (and groups, as in a group's `pages`). */
  pages?: NavPageEntry[];
  /** Groups. */
  groups?: NavGroup[];
  /** Tabs. */
  tabs?: NavTab[];
  /** Anchors. */
  anchors?: NavAnchor[];
  /** Dropdowns. */
  dropdowns?: NavDropdown[];
  /** Products. */
  products?: NavProduct[];
  /** Versions. */
  versions?: NavVersion[];
  /** Languages. */
  languages?: NavLanguage[];
}

/** Fields every division shares. */
export interface NavDivisionBase extends NavChildren {
  /** Icon; default none. */
  icon?: IconValue;
  /** Hidden from menus; default false. */
  hidden?: boolean;
  /** Link target: the division points there instead of holding pages; default none. */
  href?: string;
  /** OpenAPI spec(s) inherited by descendants; default inherited. */
  openapi?: OpenApiValue;
  /** AsyncAPI source (accepted, not rendered); default none. */
  asyncapi?: OpenApiValue;
  /** Directory view (`none`, `accordion`, `card`); default none. */
  directory?: string;
  /** Short text shown in switchers; default none. */
  description?: string;
  /** Accent colour pair; default the site colours. */
  color?: { light?: string; dark?: string };
  /** Links shown on every page of this division, as `navigation.global` on every page; default none. */
  global?: NavGlobal;
}

/** A menu item inside a tab or product `menu`. */
export interface NavMenuItem {
  /** Item title (required). */
  item: string;
  /** Icon; default none. */
  icon?: IconValue;
  /** Short text; default none. */
  description?: string;
  /** Hidden; default false. */
  hidden?: boolean;
  /** External link; default none. */
  href?: string;
  /** Groups. */
  groups?: NavGroup[];
  /** Pages. */
  pages?: NavPageEntry[];
  /** OpenAPI spec(s); default inherited. */
  openapi?: OpenApiValue;
  /** Directory view; default none. */
  directory?: string;
  /** Links shown on every page of this item; default none. */
  global?: NavGlobal;
}

/** A tab in the top bar. */
export interface NavTab extends NavDivisionBase {
  /** Tab title (required). */
  tab: string;
  /** Menu items shown as a dropdown of the tab. */
  menu?: NavMenuItem[];
  /** Alignment in the tab bar (`start`, `end`); default start. */
  align?: 'start' | 'end';
  /** Included in search; default true. */
  searchable?: boolean;
}

/** An anchor at the top of the sidebar. */
export interface NavAnchor extends NavDivisionBase {
  /** Anchor name (required). */
  anchor: string;
}

/** A dropdown at the top of the sidebar. */
export interface NavDropdown extends NavDivisionBase {
  /** Dropdown title (required). */
  dropdown: string;
}

/** A product with its own navigation. */
export interface NavProduct extends NavDivisionBase {
  /** Product name (required). */
  product: string;
  /** Display name when it differs from `product`; default `product`. */
  name?: string;
  /** Menu items. */
  menu?: NavMenuItem[];
}

/** A version of the docs. */
export interface NavVersion extends NavDivisionBase {
  /**
   * Version label (required, unique; any non-empty text such as `v4.0.0 (beta 1)` or `2026-04`).
   * Labels never become URL segments in docsgen, so `/`, `..` and `?` in them are harmless.
   */
  version: string;
  /** The default version; default false (the first version is the default). */
  default?: boolean;
  /** Badge text; default none. */
  tag?: string;
}

/** A language of the docs. */
export interface NavLanguage extends NavDivisionBase {
  /** Language code (required, one of the accepted codes). */
  language: (typeof LANGUAGE_CODES)[number];
  /** The default language; default false (the first language is the default). */
  default?: boolean;
  /** Language-specific banner; default none. */
  banner?: { content: string; dismissible?: boolean };
  /** Language-specific footer (same shape as the top-level `footer`); default the top-level one. */
  footer?: z.infer<typeof footerSchema>;
  /** Language-specific navbar (same shape as the top-level `navbar`); default the top-level one. */
  navbar?: z.infer<typeof navbarSchema>;
}

/** `navigation.global`: link-only items shown on every page. */
export interface NavGlobal {
  /** Global anchors. */
  anchors?: NavAnchor[];
  /** Global tabs. */
  tabs?: NavTab[];
  /** Global dropdowns. */
  dropdowns?: NavDropdown[];
  /** Global products. */
  products?: NavProduct[];
  /** Global versions (links to other sites). */
  versions?: NavVersion[];
  /** Global languages (links to other sites). */
  languages?: NavLanguage[];
}

/** The `navigation` object: exactly one root pattern plus optional `global`. */
export interface Navigation extends NavChildren {
  /** Items shown on every page. */
  global?: NavGlobal;
  /** OpenAPI spec(s) inherited by the whole navigation; default none. */
  openapi?: OpenApiValue;
  /** Directory view default; default none. */
  directory?: string;
}

/** Leaf fields of a group, by key (the navigation walker validates with these). */
export const groupFields = {
  group: z.string().min(1),
  icon: IconSchema,
  tag: z.string(),
  root: z.string().min(1),
  expanded: z.boolean(),
  hidden: z.boolean(),
  public: z.boolean(),
  openapi: OpenApiValueSchema,
  asyncapi: OpenApiValueSchema,
  directory: z.string(),
  searchable: z.boolean(),
  boost: z.number(),
};

// Mintlify's schema allows `global` on every division: its links show on the division's pages.
const DivisionGlobalSchema = z.lazy(() => GlobalSchema).meta({ id: 'DivisionGlobal' });

const divisionFields = {
  icon: IconSchema,
  hidden: z.boolean(),
  href: z.string().min(1),
  openapi: OpenApiValueSchema,
  asyncapi: OpenApiValueSchema,
  directory: z.string(),
  description: z.string(),
  color: ColorPairSchema,
  global: DivisionGlobalSchema,
};

/** Leaf fields of each division kind, by its label key (`tab`, `anchor`, …). */
export const divisionLeafFields = {
  tab: { tab: z.string().min(1), ...divisionFields, align: z.enum(['start', 'end']), searchable: z.boolean() },
  anchor: { anchor: z.string().min(1), ...divisionFields },
  dropdown: { dropdown: z.string().min(1), ...divisionFields },
  product: { product: z.string().min(1), name: z.string(), ...divisionFields },
  version: { version: z.string().min(1), default: z.boolean(), tag: z.string(), ...divisionFields },
  language: {
    language: z.enum(LANGUAGE_CODES),
    default: z.boolean(),
    banner: z.strictObject({ content: z.string(), dismissible: z.boolean().optional() }),
    footer: footerSchema,
    navbar: navbarSchema,
    ...divisionFields,
  },
  item: {
    item: z.string().min(1),
    icon: IconSchema,
    description: z.string(),
    hidden: z.boolean(),
    href: z.string().min(1),
    openapi: OpenApiValueSchema,
    directory: z.string(),
    global: DivisionGlobalSchema,
  },
} as const satisfies Record<DivisionKey, Record<string, z.ZodType>>;

/** Child collections allowed in each division kind (and at the navigation root): the levels table's. */
export const allowedChildren = {
  root: NAV_ROOT_CHILDREN,
  ...Object.fromEntries([...DIVISION_LEVELS].map(([label, level]) => [label, level.children])),
} as Record<DivisionKey | 'root', readonly NavCollection[]>;

/** Every child-collection key, mapped to the label key of its elements (the levels table's). */
export const childLabelKey = Object.fromEntries(NAV_COLLECTIONS.map((c) => [c, NAV_LEVELS[c].label])) as Record<
  string,
  DivisionKey | 'group' | 'page'
>;

const children = (kind: DivisionKey | 'root'): Record<string, z.ZodType> => {
  const out: Record<string, z.ZodType> = {};
  for (const key of allowedChildren[kind]) {
    out[key] = z.lazy(() => z.array(SCHEMA_OF[key]));
  }
  return out;
};

// Navigation objects are not strict: real repositories carry undocumented keys, which the walker
// reports as warnings rather than editors flagging them as errors.
/** A group. */
export const GroupSchema: z.ZodType<NavGroup> = z
  .lazy(() =>
    z.object({
      ...partial(groupFields),
      group: groupFields.group,
      pages: z.array(PageEntrySchema).optional(),
    }),
  )
  .meta({ id: 'Group' }) as z.ZodType<NavGroup>;
/** A `pages` entry. */
export const PageEntrySchema: z.ZodType<NavPageEntry> = z.lazy(() => z.union([z.string().min(1), GroupSchema]));
/** A tab. */
export const TabSchema: z.ZodType<NavTab> = z.lazy(() => division('tab')).meta({ id: 'Tab' }) as z.ZodType<NavTab>;
/** An anchor. */
export const AnchorSchema: z.ZodType<NavAnchor> = z
  .lazy(() => division('anchor'))
  .meta({ id: 'Anchor' }) as z.ZodType<NavAnchor>;
/** A dropdown. */
export const DropdownSchema: z.ZodType<NavDropdown> = z
  .lazy(() => division('dropdown'))
  .meta({ id: 'Dropdown' }) as z.ZodType<NavDropdown>;
/** A product. */
export const ProductSchema: z.ZodType<NavProduct> = z
  .lazy(() => division('product'))
  .meta({ id: 'Product' }) as z.ZodType<NavProduct>;
/** A version. */
export const VersionSchema: z.ZodType<NavVersion> = z
  .lazy(() => division('version'))
  .meta({ id: 'Version' }) as z.ZodType<NavVersion>;
/** A language. */
export const LanguageSchema: z.ZodType<NavLanguage> = z
  .lazy(() => division('language'))
  .meta({ id: 'Language' }) as z.ZodType<NavLanguage>;
/** A menu item. */
export const MenuItemSchema: z.ZodType<NavMenuItem> = z
  .lazy(() => division('item'))
  .meta({ id: 'MenuItem' }) as z.ZodType<NavMenuItem>;

/** The schema of an element of each list. */
const SCHEMA_OF: Record<NavCollection, z.ZodType> = {
  products: ProductSchema,
  languages: LanguageSchema,
  versions: VersionSchema,
  tabs: TabSchema,
  dropdowns: DropdownSchema,
  anchors: AnchorSchema,
  menu: MenuItemSchema,
  groups: GroupSchema,
  pages: PageEntrySchema,
};

function partial(fields: Record<string, z.ZodType>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()]));
}

function division(kind: DivisionKey): z.ZodType {
  const leaf = divisionLeafFields[kind] as Record<string, z.ZodType>;
  return z.object({ ...partial(leaf), [kind]: leaf[kind]!, ...partialArrays(children(kind)) });
}

function partialArrays(fields: Record<string, z.ZodType>): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()]));
}

/** `navigation.global`. */
export const GlobalSchema: z.ZodType<NavGlobal> = z
  .strictObject(Object.fromEntries(NAV_GLOBAL_COLLECTIONS.map((key) => [key, z.array(SCHEMA_OF[key]).optional()])))
  .meta({ id: 'Global' }) as z.ZodType<NavGlobal>;

/** The `navigation` object. */
export const NavigationSchema: z.ZodType<Navigation> = z.object({
  ...partialArrays(children('root')),
  global: GlobalSchema.optional(),
  openapi: OpenApiValueSchema.optional(),
  directory: z.string().optional(),
}) as z.ZodType<Navigation>;
