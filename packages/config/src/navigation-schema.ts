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
  type NavGlobalCollection,
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

/** Leaf fields of a group, by key (the navigation walker validates with these). */
export const groupFields = {
  /** Group title (required). */
  group: z.string().min(1),
  /** Icon; default none. */
  icon: IconSchema,
  /** Badge text; default none. */
  tag: z.string(),
  /** Page opened when the group title is selected; default none. */
  root: z.string().min(1),
  /** Initial state of a nested group; default false (collapsed). No effect on top-level groups. */
  expanded: z.boolean(),
  /** Hidden from the sidebar; default false. */
  hidden: z.boolean(),
  /** Public when the site requires authentication; default inherited. */
  public: z.boolean(),
  /** OpenAPI spec(s) for endpoint entries and generated pages; default inherited. */
  openapi: OpenApiValueSchema,
  /** AsyncAPI source (accepted, not rendered by docsgen); default none. */
  asyncapi: OpenApiValueSchema,
  /** Directory view of the group (`none`, `accordion`, `card`); default none. */
  directory: z.string(),
  /** Included in search; default true. */
  searchable: z.boolean(),
  /** Search ranking multiplier; default 1. */
  boost: z.number(),
};

// Mintlify's schema allows `global` on every division: its links show on the division's pages.
const DivisionGlobalSchema = z.lazy(() => GlobalSchema).meta({ id: 'DivisionGlobal' });

const divisionFields = {
  /** Icon; default none. */
  icon: IconSchema,
  /** Hidden from menus; default false. */
  hidden: z.boolean(),
  /** Link target: the division points there instead of holding pages; default none. */
  href: z.string().min(1),
  /** OpenAPI spec(s) inherited by descendants; default inherited. */
  openapi: OpenApiValueSchema,
  /** AsyncAPI source (accepted, not rendered); default none. */
  asyncapi: OpenApiValueSchema,
  /** Directory view (`none`, `accordion`, `card`); default none. */
  directory: z.string(),
  /** Short text shown in switchers; default none. */
  description: z.string(),
  /** Accent colour pair; default the site colours. */
  color: ColorPairSchema,
  /** Links shown on every page of this division, as `navigation.global` on every page; default none. */
  global: DivisionGlobalSchema,
};

/** Leaf fields of each division kind, by its label key (`tab`, `anchor`, …). */
export const divisionLeafFields = {
  tab: {
    /** Tab title (required). */
    tab: z.string().min(1),
    ...divisionFields,
    /** Alignment in the tab bar (`start`, `end`); default start. */
    align: z.enum(['start', 'end']),
    /** Included in search; default true. */
    searchable: z.boolean(),
  },
  /** Anchor name (required). */
  anchor: { anchor: z.string().min(1), ...divisionFields },
  /** Dropdown title (required). */
  dropdown: { dropdown: z.string().min(1), ...divisionFields },
  product: {
    /** Product name (required). */
    product: z.string().min(1),
    /** Display name when it differs from `product`; default `product`. */
    name: z.string(),
    ...divisionFields,
  },
  version: {
    /**
     * Version label (required, unique; any non-empty text such as `v4.0.0 (beta 1)` or `2026-04`).
     * Labels never become URL segments in docsgen, so `/`, `..` and `?` in them are harmless.
     */
    version: z.string().min(1),
    /** The default version; default false (the first version is the default). */
    default: z.boolean(),
    /** Badge text; default none. */
    tag: z.string(),
    ...divisionFields,
  },
  language: {
    /** Language code (required, one of the accepted codes). */
    language: z.enum(LANGUAGE_CODES),
    /** The default language; default false (the first language is the default). */
    default: z.boolean(),
    /** Language-specific banner; default none. */
    banner: z.strictObject({ content: z.string(), dismissible: z.boolean().optional() }),
    /** Language-specific footer (same shape as the top-level `footer`); default the top-level one. */
    footer: footerSchema,
    /** Language-specific navbar (same shape as the top-level `navbar`); default the top-level one. */
    navbar: navbarSchema,
    ...divisionFields,
  },
  item: {
    /** Item title (required). */
    item: z.string().min(1),
    /** Icon; default none. */
    icon: IconSchema,
    /** Short text; default none. */
    description: z.string(),
    /** Hidden; default false. */
    hidden: z.boolean(),
    /** External link; default none. */
    href: z.string().min(1),
    /** OpenAPI spec(s); default inherited. */
    openapi: OpenApiValueSchema,
    /** Directory view; default none. */
    directory: z.string(),
    /** Links shown on every page of this item; default none. */
    global: DivisionGlobalSchema,
  },
} as const satisfies Record<DivisionKey, Record<string, z.ZodType>>;

/** Child collections allowed in each division kind (and at the navigation root): the levels table's. */
export const allowedChildren = {
  root: NAV_ROOT_CHILDREN as readonly NavCollection[],
  ...Object.fromEntries([...DIVISION_LEVELS].map(([label, level]) => [label, level.children])),
} as Record<DivisionKey | 'root', readonly NavCollection[]>;

/** Every child-collection key, mapped to the label key of its elements (the levels table's). */
export const childLabelKey = Object.fromEntries(NAV_COLLECTIONS.map((c) => [c, NAV_LEVELS[c].label])) as Record<
  string,
  DivisionKey | 'group' | 'page'
>;

/** A leaf-field table as an object shape: every field optional but the label. */
type LeafShape<F extends Record<string, z.ZodType>, L extends keyof F> = {
  [K in keyof F]: K extends L ? F[K] : z.ZodOptional<F[K]>;
};

/** The leaf fields of an element as written: the table's output, every field optional but the label. */
type Leaf<F extends Record<string, z.ZodType>, L extends keyof F> = z.output<z.ZodObject<LeafShape<F, L>>>;

/** The element type of each list of the navigation (the levels table's lists). */
interface NavElements {
  products: NavProduct;
  languages: NavLanguage;
  versions: NavVersion;
  tabs: NavTab;
  dropdowns: NavDropdown;
  anchors: NavAnchor;
  menu: NavMenuItem;
  groups: NavGroup;
  pages: NavPageEntry;
}

/** The lists `K` as written: each optional, an array of its elements. */
type Lists<K extends NavCollection> = { [C in K]?: NavElements[C][] };

/** The lists an element of level `C` may hold (the levels table's `children`). */
type ChildListsOf<C extends NavCollection> = Lists<(typeof NAV_LEVELS)[C]['children'][number]>;

// The navigation's element types, made of the schema's pieces: the leaf-field tables above (their
// zod output) and the lists the levels table gives each level. They are recursive, so the
// schemas below are annotated with them (zod cannot infer a recursive type).
/** A group: a titled list of pages and nested groups. */
export type NavGroup = Leaf<typeof groupFields, 'group'> & ChildListsOf<'groups'>;
/** A `pages` entry: a page path, an endpoint reference (`GET /users`) or a nested group. */
export type NavPageEntry = string | NavGroup;
/** A tab in the top bar. */
export type NavTab = Leaf<(typeof divisionLeafFields)['tab'], 'tab'> & ChildListsOf<'tabs'>;
/** An anchor at the top of the sidebar. */
export type NavAnchor = Leaf<(typeof divisionLeafFields)['anchor'], 'anchor'> & ChildListsOf<'anchors'>;
/** A dropdown at the top of the sidebar. */
export type NavDropdown = Leaf<(typeof divisionLeafFields)['dropdown'], 'dropdown'> & ChildListsOf<'dropdowns'>;
/** A product with its own navigation. */
export type NavProduct = Leaf<(typeof divisionLeafFields)['product'], 'product'> & ChildListsOf<'products'>;
/** A version of the docs. */
export type NavVersion = Leaf<(typeof divisionLeafFields)['version'], 'version'> & ChildListsOf<'versions'>;
/** A language of the docs. */
export type NavLanguage = Leaf<(typeof divisionLeafFields)['language'], 'language'> & ChildListsOf<'languages'>;
/** A menu item inside a tab or product `menu`. */
export type NavMenuItem = Leaf<(typeof divisionLeafFields)['item'], 'item'> & ChildListsOf<'menu'>;
/** `navigation.global`: link-only items shown on every page. */
export type NavGlobal = Lists<NavGlobalCollection>;

/** The lists `K` as an object shape: each optional, a lazy array of its elements. */
type ListShape<K extends NavCollection> = {
  [C in K]: z.ZodOptional<z.ZodLazy<z.ZodArray<z.ZodType<NavElements[C]>>>>;
};

// The two places a shape is built from a table: TypeScript cannot follow `Object.fromEntries`, so
// their results are typed with the mapped types above (a loop over the same keys).
function leafShape<F extends Record<string, z.ZodType>, L extends keyof F & string>(
  fields: F,
  label: L,
): LeafShape<F, L> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === label ? v : v.optional()])) as LeafShape<
    F,
    L
  >;
}

function listShape<const K extends readonly NavCollection[]>(keys: K): ListShape<K[number]> {
  return Object.fromEntries(keys.map((c) => [c, z.lazy(() => z.array(SCHEMA_OF[c])).optional()])) as ListShape<
    K[number]
  >;
}

/** The object schema of a division of level `level`: its leaf fields (`label` required) and its lists. */
function divisionSchema<F extends Record<string, z.ZodType>, L extends keyof F & DivisionKey, C extends NavCollection>(
  fields: F,
  label: L,
  level: C,
) {
  return z.object({ ...leafShape(fields, label), ...listShape(NAV_LEVELS[level].children) });
}

// Navigation objects are not strict: real repositories carry undocumented keys, which the walker
// reports as warnings rather than editors flagging them as errors.
/** A group. */
export const GroupSchema: z.ZodType<NavGroup> = z
  .lazy(() => z.object({ ...leafShape(groupFields, 'group'), ...listShape(NAV_LEVELS.groups.children) }))
  .meta({ id: 'Group' });
/** A `pages` entry. */
export const PageEntrySchema: z.ZodType<NavPageEntry> = z.lazy(() => z.union([z.string().min(1), GroupSchema]));
/** A tab. */
export const TabSchema: z.ZodType<NavTab> = z
  .lazy(() => divisionSchema(divisionLeafFields.tab, 'tab', 'tabs'))
  .meta({ id: 'Tab' });
/** An anchor. */
export const AnchorSchema: z.ZodType<NavAnchor> = z
  .lazy(() => divisionSchema(divisionLeafFields.anchor, 'anchor', 'anchors'))
  .meta({ id: 'Anchor' });
/** A dropdown. */
export const DropdownSchema: z.ZodType<NavDropdown> = z
  .lazy(() => divisionSchema(divisionLeafFields.dropdown, 'dropdown', 'dropdowns'))
  .meta({ id: 'Dropdown' });
/** A product. */
export const ProductSchema: z.ZodType<NavProduct> = z
  .lazy(() => divisionSchema(divisionLeafFields.product, 'product', 'products'))
  .meta({ id: 'Product' });
/** A version. */
export const VersionSchema: z.ZodType<NavVersion> = z
  .lazy(() => divisionSchema(divisionLeafFields.version, 'version', 'versions'))
  .meta({ id: 'Version' });
/** A language. */
export const LanguageSchema: z.ZodType<NavLanguage> = z
  .lazy(() => divisionSchema(divisionLeafFields.language, 'language', 'languages'))
  .meta({ id: 'Language' });
/** A menu item. */
export const MenuItemSchema: z.ZodType<NavMenuItem> = z
  .lazy(() => divisionSchema(divisionLeafFields.item, 'item', 'menu'))
  .meta({ id: 'MenuItem' });

/** The schema of an element of each list. */
const SCHEMA_OF: { [C in NavCollection]: z.ZodType<NavElements[C]> } = {
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

/** `navigation.global`. */
export const GlobalSchema: z.ZodType<NavGlobal> = z
  .strictObject(listShape(NAV_GLOBAL_COLLECTIONS))
  .meta({ id: 'Global' });

/** The `navigation` object. */
export const NavigationSchema = z.object({
  ...listShape(NAV_ROOT_CHILDREN),
  /** Items shown on every page. */
  global: GlobalSchema.optional(),
  /** OpenAPI spec(s) inherited by the whole navigation; default none. */
  openapi: OpenApiValueSchema.optional(),
  /** Directory view default; default none. */
  directory: z.string().optional(),
});
/** The `navigation` object: exactly one root pattern plus optional `global`. */
export type Navigation = z.output<typeof NavigationSchema>;
