/**
 * Small docs.json probes, each with one quirk a real repository may have. Every one is checked
 * against Mintlify's validator and docsgen in tests/conformance/config.test.ts: what Mintlify
 * accepts must give no docsgen error.
 */
export interface ConfigProbe {
  name: string;
  /** docs.json contents (object, or raw text for duplicate keys). */
  config: unknown;
}

const base = { theme: 'mint', name: 'Probe', colors: { primary: '#0D9373' } };
const nav = (navigation: unknown, extra: Record<string, unknown> = {}) => ({ ...base, navigation, ...extra });
const pages = { pages: ['index', 'other'] };

/** Pages every probe's docs root holds. */
export const PROBE_PAGES: Record<string, string> = {
  'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
  'other.mdx': '---\ntitle: Other\ndescription: Another page.\n---\n\nMore.\n',
};

export const CONFIG_PROBES: ConfigProbe[] = [
  { name: 'plain pages', config: nav(pages) },
  {
    name: 'unknown navbar link type',
    config: nav(pages, { navbar: { links: [{ type: 'slack', label: 'Chat', href: 'https://example.com' }] } }),
  },
  {
    name: 'unknown navbar link type, no label',
    config: nav(pages, { navbar: { links: [{ type: 'custom', href: 'https://example.com', label: 'X' }] } }),
  },
  { name: 'unknown enum value (theme)', config: { ...nav(pages), theme: 'nebula' } },
  { name: 'unknown enum value (appearance.default)', config: nav(pages, { appearance: { default: 'sepia' } }) },
  { name: 'unknown enum value (banner.type)', config: nav(pages, { banner: { content: 'Hi', type: 'success' } }) },
  {
    name: 'duplicate keys',
    config:
      '{"theme":"mint","name":"A","name":"B","colors":{"primary":"#0D9373"},"navigation":{"pages":["index","other"]}}',
  },
  { name: 'stray top-level key', config: nav(pages, { mystery: true }) },
  // Only Willow's schema has `variations`: Mintlify drops it, even empty, in every other theme.
  { name: 'variations outside willow', config: nav(pages, { variations: { options: [] } }) },
  {
    name: 'willow variations',
    config: { ...nav(pages, { variations: { options: [{ id: 'cloud', label: 'Cloud' }] } }), theme: 'willow' },
  },
  { name: 'stray nested key', config: nav({ groups: [{ group: 'G', pages: ['index', 'other'], mystery: 1 }] }) },
  { name: 'empty groups list', config: nav({ groups: [] }) },
  {
    name: 'group with empty pages',
    config: nav({
      groups: [
        { group: 'G', pages: [] },
        { group: 'H', pages: ['index', 'other'] },
      ],
    }),
  },
  { name: 'missing page file', config: nav({ pages: ['index', 'other', 'not-here'] }) },
  {
    name: 'missing page that is a redirect source',
    config: nav({ pages: ['index', 'other', 'moved'] }, { redirects: [{ source: '/moved', destination: '/other' }] }),
  },
  {
    name: 'tabs beside groups at the root',
    config: nav({ tabs: [{ tab: 'A', pages: ['index'] }], groups: [{ group: 'G', pages: ['other'] }] }),
  },
  {
    name: 'pages beside groups at the root',
    config: nav({ groups: [{ group: 'G', pages: ['other'] }], pages: ['index'] }),
  },
  {
    name: 'groups beside pages in a tab',
    config: nav({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['other'] }], pages: ['index'] }] }),
  },
  {
    name: 'anchors beside tabs at the root',
    config: nav({ anchors: [{ anchor: 'A', pages: ['index'] }], tabs: [{ tab: 'T', pages: ['other'] }] }),
  },
  {
    name: 'tabs inside a tab beside its groups',
    config: nav({
      tabs: [{ tab: 'A', tabs: [{ tab: 'B', pages: ['index'] }], groups: [{ group: 'G', pages: ['index', 'other'] }] }],
    }),
  },
  {
    name: 'redirect sources differing by a trailing slash',
    config: nav(pages, {
      redirects: [
        { source: '/a', destination: '/other' },
        { source: '/a/', destination: '/other' },
      ],
    }),
  },
  {
    name: 'redirect sources differing by a trailing slash, other destinations',
    config: nav(pages, {
      redirects: [
        { source: '/b', destination: '/other' },
        { source: '/b/', destination: '/index' },
      ],
    }),
  },
  { name: 'endpoint entry with no spec', config: nav({ pages: ['index', 'other', 'GET /users'] }) },
  {
    name: 'endpoint entry with no spec in a group',
    config: nav({ groups: [{ group: 'API', pages: ['index', 'other', 'POST /users/{id}'] }] }),
  },
];
