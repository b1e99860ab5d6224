// mint.json's navigation (groups, plus tabs, anchors and versions matched to pages by URL prefix)
// as docs.json's navigation tree, by the rules Mintlify applies when it upgrades a mint.json
// (learned from its published build; see tests/mint-json.test.ts, which compares the two).
import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';

/** A mint.json group: a name and its pages (paths, or nested groups). */
interface MintGroup extends Obj {
  group?: unknown;
  pages: Array<string | MintGroup>;
  version?: unknown;
  icon?: unknown;
  iconType?: unknown;
}
/** A mint.json tab or anchor: a name and the URL prefix of its pages (or an external link). */
interface Division extends Obj {
  name?: unknown;
  url?: string;
  version?: unknown;
}
type Kind = 'tab' | 'anchor';

const isRemote = (url: unknown) => typeof url === 'string' && /^https?:\/\//.test(url);
const canParse = (url: unknown) => typeof url === 'string' && URL.canParse(url);
const slashed = (p: string) => (p.startsWith('/') ? p : `/${p}`);
const folder = (p: string) => slashed(p.endsWith('/') ? p : `${p}/`);
const iconOf = (icon: unknown, style: unknown) => (style ? { name: icon, style } : icon);
const inVersion = (group: MintGroup, version: unknown) =>
  !version || group.version === undefined || group.version === version;
const without = (o: Obj, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

function toGroups(value: unknown): MintGroup[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObj)
    .map((g) => ({ ...g, pages: Array.isArray(g.pages) ? (g.pages as MintGroup['pages']) : [] }));
}
const toDivisions = (value: unknown): Division[] => (Array.isArray(value) ? value.filter(isObj) : []) as Division[];

/** The docs.json group for a mint.json group holding `pages`. */
const groupNode = (g: MintGroup, pages: unknown[]) => ({
  group: g.group,
  ...(g.icon ? { icon: iconOf(g.icon, g.iconType) } : {}),
  pages,
});

/** Splits groups into the pages under a division's URL prefix (outside the nested divisions `skip`) and the rest. */
function splitByPrefix(groups: MintGroup[], division: Division | undefined, version: unknown, skip: Division[] = []) {
  const matched: Obj[] = [];
  const rest: MintGroup[] = [];
  const prefix = division?.url;
  if (isRemote(prefix)) return { matched, rest: groups };
  const under = (page: string) =>
    (!prefix || folder(page).startsWith(folder(prefix))) &&
    !skip.some((d) => folder(page).startsWith(folder(d.url ?? '')));
  for (const g of groups) {
    const inside: unknown[] = [];
    const outside: MintGroup['pages'] = [];
    if (inVersion(g, version)) {
      for (const page of g.pages) {
        if (typeof page === 'string') (under(page) ? inside : outside).push(page);
        else if (isObj(page)) {
          const nested = splitByPrefix(toGroups([page]), division, version, skip);
          inside.push(...nested.matched);
          if (nested.rest.length > 0) outside.push(page);
        }
      }
    }
    if (inside.length > 0) matched.push(groupNode(g, inside));
    if (outside.length > 0) rest.push({ ...g, pages: outside });
  }
  return { matched, rest };
}

/** The node that holds the pages no tab (or anchor) claims: `primaryTab` / `topAnchor`, or a default. */
function primaryNode(kind: Kind, mint: Obj): Obj {
  if (kind === 'anchor') {
    const top = isObj(mint.topAnchor) ? mint.topAnchor : {};
    return {
      ...(top.name ? { anchor: top.name } : { anchor: 'Documentation', icon: 'book-open' }),
      ...(top.icon ? { icon: iconOf(top.icon, top.iconType) } : {}),
    };
  }
  const tab = isObj(mint.primaryTab) ? mint.primaryTab : undefined;
  if (!tab) return { tab: 'Documentation' };
  return { tab: tab.name, ...(tab.isDefaultHidden !== undefined ? { hidden: tab.isDefaultHidden } : {}) };
}

/** The node of one tab or anchor, before its children are known (href kept for external links). */
function divisionNode(kind: Kind, d: Division): Obj {
  const node: Obj = { [kind]: d.name, href: d.url };
  if (d.isDefaultHidden) node.hidden = d.isDefaultHidden;
  if (d.openapi) node.openapi = isRemote(d.url) ? d.openapi : { source: d.openapi, directory: d.url };
  if (kind === 'anchor' && d.icon) node.icon = iconOf(d.icon, d.iconType);
  if (kind === 'anchor' && d.color) {
    const color = typeof d.color === 'string' ? d.color : isObj(d.color) ? d.color.from : undefined;
    node.color = { light: color, dark: color };
  }
  return node;
}

interface Divided {
  nodes: Obj[];
  rest: MintGroup[];
}

/** Tabs (or anchors) with the groups under their URL prefixes; the other kind nests inside when its URLs fall under one. */
function divide({
  kind,
  divisions,
  groups,
  claimRest,
  version,
  mint,
  others = [],
}: {
  kind: Kind;
  divisions: Division[];
  groups: MintGroup[];
  claimRest: boolean;
  version: unknown;
  mint: Obj;
  others?: Division[];
}): Divided {
  let rest = groups.filter((g) => inVersion(g, version));
  const nodes: Obj[] = [];
  const other: Kind = kind === 'tab' ? 'anchor' : 'tab';
  for (const d of divisions) {
    if (d.version && version && d.version !== version) continue;
    const url = d.url ?? '';
    const node = divisionNode(kind, d);
    const nested = divisions.filter((x) => x.url && slashed(x.url).startsWith(slashed(url)) && x.url !== d.url);
    const inner = others.filter((x) => slashed(x.url ?? '').startsWith(slashed(url)));
    const children =
      inner.length > 0 ? divide({ kind: other, divisions: inner, groups, claimRest: false, version, mint }).nodes : [];
    const split = splitByPrefix(rest, d, version, nested);
    rest = split.rest;
    const local = without(node, 'href');
    if (children.length > 0) nodes.push({ ...local, [`${other}s`]: children });
    else if (split.matched.length > 0) nodes.push({ ...local, groups: split.matched });
    else if (!canParse(d.url) && !d.openapi) continue;
    else nodes.push(d.openapi && !isRemote(d.url) ? local : node);
  }
  if (rest.length > 0 && claimRest)
    nodes.unshift({ ...primaryNode(kind, mint), groups: splitByPrefix(rest, undefined, version).matched });
  return { nodes, rest };
}

/** Which kind holds the other at the top: the one whose URL prefixes cover more of the other's. */
function topKind(tabs: Division[], anchors: Division[]): Kind {
  if (tabs.length === 0) return 'anchor';
  if (anchors.length === 0) return 'tab';
  const covered = (xs: Division[], ys: Division[]) =>
    xs.filter((x) => ys.some((y) => slashed(x.url ?? '').startsWith(slashed(y.url ?? '')))).length;
  const tabsUnderAnchors = covered(tabs, anchors);
  const anchorsUnderTabs = covered(anchors, tabs);
  if (tabsUnderAnchors === tabs.length) return 'tab';
  if (anchorsUnderTabs === anchors.length) return 'anchor';
  return tabsUnderAnchors > anchorsUnderTabs ? 'tab' : 'anchor';
}

interface Parts {
  mint: Obj;
  tabs: Division[];
  anchors: Division[];
  hadTabs: boolean;
  hadAnchors: boolean;
}

/** The navigation of one version (or of the whole site) from its groups. */
function navigationOf(p: Parts, groups: MintGroup[], version?: unknown): Obj | undefined {
  const top = topKind(p.tabs, p.anchors);
  const order: Array<[Kind, Division[], boolean, Kind, Division[]]> = [
    ['tab', p.tabs, p.hadTabs, 'anchor', p.anchors],
    ['anchor', p.anchors, p.hadAnchors, 'tab', p.tabs],
  ];
  if (top === 'anchor') order.reverse();
  const [[kind, mine, had], [otherKind, theirs, hadOther]] = order as [(typeof order)[0], (typeof order)[0]];
  if (had) {
    const { nodes, rest } = divide({
      kind,
      divisions: mine,
      groups,
      claimRest: false,
      version,
      mint: p.mint,
      others: theirs,
    });
    if (rest.length > 0 || theirs.length > 0) {
      const children =
        theirs.length > 0
          ? {
              [`${otherKind}s`]: divide({
                kind: otherKind,
                divisions: theirs,
                groups: rest.length > 0 ? rest : groups,
                claimRest: true,
                version,
                mint: p.mint,
              }).nodes,
            }
          : { groups: splitByPrefix(rest, undefined, version).matched };
      nodes.unshift({ ...primaryNode(kind, p.mint), ...children });
    }
    return { [`${kind}s`]: nodes };
  }
  if (hadOther)
    return {
      [`${otherKind}s`]: divide({ kind: otherKind, divisions: theirs, groups, claimRest: true, version, mint: p.mint })
        .nodes,
    };
  if (groups.length > 0)
    return { groups: groups.filter((g) => inVersion(g, version)).map((g) => groupNode(g, g.pages)) };
  return undefined;
}

/** The groups of one version: pages under a prefix of a tab or anchor of that version, or of none. */
function versionGroups(groups: MintGroup[], version: unknown, prefixes: Map<string, unknown[]>): Obj[] {
  const out: Obj[] = [];
  for (const g of groups) {
    if (g.version !== version && g.version !== undefined) continue;
    const pages: unknown[] = [];
    for (const page of g.pages) {
      if (typeof page === 'string') {
        const gated = [...prefixes].some(([href, vs]) => vs.includes(version) && page.startsWith(href));
        const free = [...prefixes.keys()].every((href) => !page.startsWith(href));
        if (gated || free) pages.push(page);
      } else if (isObj(page)) pages.push(...versionGroups(toGroups([page]), version, prefixes));
    }
    if (pages.length > 0) out.push(groupNode(g, pages));
  }
  return out;
}

/** External tabs, anchors and versions (every one a link) become `global` links, not navigation. */
function globalLinks(tabs: Division[], anchors: Division[], versions: unknown[]) {
  const allLinks = (xs: Division[]) => xs.length > 0 && xs.every((x) => !x.version && isRemote(x.url));
  return {
    versions: versions.length > 0 && versions.every((v) => isObj(v) && isRemote(v.url)),
    tabs: allLinks(tabs)
      ? tabs.map((t) => ({ tab: t.name, href: t.url, ...(t.isDefaultHidden ? { hidden: t.isDefaultHidden } : {}) }))
      : [],
    anchors: allLinks(anchors)
      ? anchors.map((a) => ({
          anchor: a.name,
          href: a.url,
          ...(a.icon ? { icon: iconOf(a.icon, a.iconType) } : {}),
          ...(typeof a.color === 'string' ? { color: { light: a.color, dark: a.color } } : {}),
          ...(a.isDefaultHidden ? { hidden: a.isDefaultHidden } : {}),
        }))
      : [],
  };
}

/** docs.json's `navigation` for a mint.json. */
export function upgradeMintNavigation(mint: Obj): Obj {
  const groups = toGroups(mint.navigation);
  const allTabs = toDivisions(mint.tabs);
  const allAnchors = toDivisions(mint.anchors);
  const allVersions = Array.isArray(mint.versions) ? (mint.versions as unknown[]) : [];
  const links = globalLinks(allTabs, allAnchors, allVersions);
  const parts: Parts = {
    mint,
    tabs: links.tabs.length > 0 ? [] : allTabs,
    anchors: links.anchors.length > 0 ? [] : allAnchors,
    hadTabs: allTabs.length > 0,
    hadAnchors: allAnchors.length > 0,
  };
  const global =
    links.tabs.length > 0 || links.anchors.length > 0
      ? {
          global: {
            ...(links.tabs.length > 0 ? { tabs: links.tabs } : {}),
            ...(links.anchors.length > 0 ? { anchors: links.anchors } : {}),
          },
        }
      : {};
  const versions = links.versions ? [] : allVersions;
  if (versions.length === 0) return { ...(navigationOf(parts, groups) ?? { groups: [] }), ...global };
  const prefixes = new Map<string, unknown[]>();
  for (const v of versions) {
    const name = isObj(v) ? v.name : v;
    for (const d of [...parts.anchors, ...parts.tabs]) {
      if (d.version === name && !isRemote(d.url) && d.url !== undefined)
        prefixes.set(d.url, [...(prefixes.get(d.url) ?? []), name]);
    }
  }
  const locales = versions.every((v) => isObj(v) && v.locale);
  const nodes = versions.map((v) => {
    const o = isObj(v) ? v : undefined;
    const head: Obj = locales
      ? { language: o?.locale, ...(o?.default ? { default: o.default } : {}) }
      : o
        ? { version: o.name, default: o.default }
        : { version: v };
    if (o?.url) return { ...head, href: o.url };
    const name = o ? o.name : v;
    const own = versionGroups(groups, name, prefixes);
    const nav = navigationOf(parts, own.length > 0 ? toGroups(own) : groups, name || head.language);
    return nav ? { ...head, ...nav } : { ...head, groups: own };
  });
  return { [locales ? 'languages' : 'versions']: nodes, ...global };
}
