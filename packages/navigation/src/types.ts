import type {
  DivisionNodeType,
  DocsConfig,
  NavCollection,
  NavGlobal,
  NavGlobalCollection,
  SourceMap,
} from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';

/** Icon reference as written in docs.json or frontmatter: a name, or `{name, style?, library?}`. */
export type IconRef = string | { name: string; style?: string; library?: string };

/** Fields every navigation node carries. */
interface NodeBase {
  /** JSON path in docs.json this node came from, e.g. `navigation.tabs[1].groups[0]`. */
  jsonPath: string;
  /** docs.json-relative file the node was read from (differs from docs.json for `$ref` files). */
  file: string;
  /** 1-based line of the node in `file`, when known. */
  line?: number;
  /** 1-based column of the node in `file`, when known. */
  column?: number;
  /** Hidden from menus and the sidebar (still built); default false. */
  hidden?: boolean;
  /** Icon shown beside the label; default none. */
  icon?: IconRef;
  /**
   * `directory` as written on this node (`none`, `accordion`, `card`: the listing a group's root page
   * shows of the group; inherited, see organize/navigation "Directory listings"); default none.
   */
  directory?: string;
  /** Effective OpenAPI sources for this node after inheritance (nearest ancestor wins); default []. */
  openapi?: OpenApiSourceRef[];
}

/** One normalised `openapi` source: `"x.yaml"`, or `{source, directory}`. */
export interface OpenApiSourceRef {
  /** Spec path relative to the docs root, POSIX, no leading slash (or an http(s) URL, refused at load). */
  source: string;
  /** Folder for generated endpoint slugs; default `api-reference`. */
  directory?: string;
}

/** A division: tab, anchor, dropdown, product, version, language or menu item. */
export interface DivisionNode extends NodeBase {
  /** The level's node type (the navigation levels table of @docsgen/config). */
  type: DivisionNodeType;
  /** Display label (tab title, anchor name, version label, language code, menu item title…). */
  label: string;
  /** External or internal link; a division with `href` and no children is a link. */
  href?: string;
  /** Short text (products, menu items, dropdowns); default none. */
  description?: string;
  /** `default: true` on a version or language; default false (first one is the default). */
  isDefault?: boolean;
  /** Badge text (`tag` on versions); default none. */
  tag?: string;
  /** Language banner (languages only). */
  banner?: { content: string; dismissible?: boolean };
  /** A tab's `align: "end"`: shown at the end of the tab bar; default the start. */
  align?: 'end';
  /** A language's own `navbar` and `footer` (as written; they replace the site's); default none. */
  chrome?: { navbar?: DocsConfig['navbar']; footer?: DocsConfig['footer'] };
  /** `color` of an anchor (its icon's background), as written; default none. */
  color?: { light?: string; dark?: string };
  /** Children: divisions of one kind, groups, pages, endpoints or links. */
  children: NavNode[];
  /** URL of the first page reachable inside this node (see "first page"); undefined if none. */
  firstPageUrl?: string;
  /** The division's own `global` (links shown on each of its pages), as written; default none. */
  global?: NavGlobal;
  /** `global.anchors` as link divisions (filled with the routes known); default none. */
  globalAnchors?: DivisionNode[];
  /** The division's own `global` items as link divisions, by list (anchors: those of `globalAnchors`); default none. */
  globalItems?: GlobalItems;
}

/**
 * `global` items (of `navigation.global` or of a division) as link divisions, by list key: each a
 * {@link DivisionNode} of its level (`anchor`, `tab`, `dropdown`, `product`, `version`, `language`)
 * with `href` and no children. Only the lists written are present; hidden items are kept (marked).
 */
export type GlobalItems = { [K in NavGlobalCollection]?: DivisionNode[] };

/** A sidebar group. */
export interface GroupNode extends NodeBase {
  type: 'group';
  /** Group title. */
  label: string;
  /** Badge text; default none. */
  tag?: string;
  /** URL of the `root` page: selecting the title opens it; default none. */
  rootUrl?: string;
  /** Default expanded state of a nested group; top-level groups are always expanded. Default false. */
  expanded?: boolean;
  /** True when this group sits directly in a division or at the root (not inside another group). */
  topLevel: boolean;
  /** Pages, endpoints and nested groups, in order. */
  children: NavNode[];
  /** URL of the first page inside the group (root first). */
  firstPageUrl?: string;
  /** `boost` as written on this group (search ranking multiplier; pages inherit the nearest group's); default none. */
  boost?: number;
  /**
   * The directory listing style in effect for the group's root page: its own `directory`, else the
   * nearest enclosing element's, else `navigation.directory` (organize/navigation "Directory
   * listings": the value inherits); default none. `directory` keeps the value written on the group.
   */
  directoryStyle?: string;
}

/** A page entry in the navigation. */
export interface PageNode extends NodeBase {
  type: 'page';
  /** Route URL, e.g. `/guides/quickstart` or `/` for `index`. */
  url: string;
  /** Page file relative to the docs root, POSIX, with extension. */
  file: string;
  /** Sidebar label: frontmatter sidebarTitle, then title, then file-name fallback (filled once pages are read). */
  label: string;
  /** Sidebar badge from frontmatter `tag`; default none. */
  tag?: string;
  /** 1-based line of the frontmatter `icon` in the page file (where warnings about it point); default none. */
  iconLine?: number;
  /** Frontmatter `url`: the sidebar entry links to this URL instead of the page; default none. */
  externalUrl?: string;
  /** Frontmatter `deprecated: true`: a label beside the sidebar entry; default false. */
  deprecated?: boolean;
  /** Method badge of a page whose frontmatter names an endpoint, unless `hideApiMarker`; default none. */
  method?: string;
}

/** An OpenAPI operation or webhook entry in the navigation. */
export interface EndpointNode extends NodeBase {
  type: 'endpoint';
  /** Route URL of the generated endpoint page. */
  url: string;
  /** Sidebar label (operation summary or generated title). */
  label: string;
  /** HTTP method in upper case, or `WEBHOOK`. */
  method: string;
  /** Operation path (`/users/{id}`) or webhook name. */
  path: string;
  /** Spec file, docs-root-relative. */
  spec: string;
}

/** An external or internal link entry (a division or menu item with only `href`). */
export interface LinkNode extends NodeBase {
  type: 'link';
  /** Link text. */
  label: string;
  /** Target URL (already checked against the URL allow-list). */
  href: string;
  /**
   * The navigation level the entry sits in, as the key of its list in the levels table
   * (`NAV_LEVELS` of @docsgen/config): `pages` for a page entry kept as a link (a redirected page),
   * `tabs` for a tab that is only a link… buildNavTree always sets it; optional for nodes made by hand.
   */
  level?: NavCollection;
}

/** The navigation tree: a tagged union handled with an exhaustive `switch (node.type)`. */
export type NavNode = DivisionNode | GroupNode | PageNode | EndpointNode | LinkNode;

/** Where a route's content comes from. */
export type RouteSource =
  | { kind: 'page'; file: string }
  | {
      kind: 'endpoint';
      /** Spec file, docs-root-relative. */
      spec: string;
      /** Upper-case method or `WEBHOOK`. */
      method: string;
      /** Operation path or webhook name. */
      path: string;
    };

/** The section a route belongs to: the enclosing divisions, outermost first. */
export interface RouteSection {
  /** Language code of the enclosing language division; undefined when the site has none. */
  language?: string;
  /** Version label of the enclosing version division. */
  version?: string;
  /** Product label. */
  product?: string;
  /** Dropdown label. */
  dropdown?: string;
  /** Tab label. */
  tab?: string;
  /** Anchor label. */
  anchor?: string;
  /** Menu item label. */
  menuItem?: string;
  /** JSON paths of the enclosing divisions, outermost first (identifies the section uniquely). */
  path: string[];
}

/** One output page. */
export interface Route {
  /** URL path without base, starting with `/`, no trailing slash except `/` itself. */
  url: string;
  /** Content source. */
  source: RouteSource;
  /**
   * Nodes from the root to the page (divisions, versions and languages included, and groups),
   * excluding the page itself. Breadcrumbs are this trail without versions and languages.
   */
  trail: NavNode[];
  /** Breadcrumb trail: `trail` without versions and languages (tabs, anchors, dropdowns, products, menu items, groups). */
  breadcrumbs?: NavNode[];
  /** The section that holds it (default language/version win for pages listed in several). */
  section: RouteSection;
  /** Title known at resolve time (nav label, endpoint summary or file-name fallback). */
  title: string;
  /** False for pages not in the navigation (routable, not in the sidebar) and x-hidden endpoints. */
  inNavigation: boolean;
  /** URL of the previous page in navigation order; undefined at the start or when not in the nav. */
  prev?: string;
  /** URL of the next page in navigation order. */
  next?: string;
}

/** The resolved site: config, navigation tree and routes. */
export interface Site {
  /** Absolute, real path of the docs root. */
  root: string;
  /** The validated configuration (a best effort when diagnostics hold config errors). */
  config: DocsConfig;
  /** URL of the home page: `/` when an index page exists, else the navigation's first page; undefined for an empty site. */
  homeUrl?: string;
  /** Navigation tree roots (the chosen root-level pattern's elements). */
  nav: NavNode[];
  /** Global anchors shown on every page. */
  globalAnchors: Array<DivisionNode | LinkNode>;
  /** `navigation.global` as link divisions, by list (anchors: those of `globalAnchors`); set by resolveNavigation. */
  globalItems?: GlobalItems;
  /** Every route, in navigation order, then the pages outside the navigation sorted by URL. */
  routes: Route[];
  /** Routes by URL. */
  routeByUrl: Map<string, Route>;
  /** Problems found while resolving. */
  diagnostics: Diagnostic[];
  /** URLs of the pages withheld for their `groups` frontmatter (set by loadSite): no page, no redirect to one; default none. */
  withheld?: string[];
  /** docs.json and the `$ref` files it pulled in, docs-root-relative (set by loadSite; dev watches them). */
  configFiles?: string[];
  /** Every file of the docs root, docs-root-relative and sorted (set by loadSite). */
  files?: string[];
  /** Positions of docs.json values by JSON path (set by loadSite), for locating later diagnostics. */
  sourceMap?: SourceMap;
  /** The OpenAPI specs declared in docs.json, each loaded once (set by loadSite). */
  openapi?: OpenApiIndex;
}
