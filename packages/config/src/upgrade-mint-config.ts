// mint.json, the older Mintlify configuration, read as the docs.json Mintlify upgrades it to: the
// same rules its own build applies to a repository that still has one (learned from Mintlify's
// published build, compared with it in tests/mint-json.test.ts). Keys the upgrade does not carry
// over are dropped by Mintlify too.
import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import { upgradeMintNavigation } from './upgrade-mint-navigation.ts';

const obj = (v: unknown): Obj => (isObj(v) ? v : {});
/** `{ [key]: value }` when value is set, else nothing (to spread). */
const when = (cond: unknown, value: Obj): Obj => (cond ? value : {});

function fontOf(font: Obj): Obj {
  const { url, ...rest } = font;
  return { ...rest, ...(url ? { source: url } : {}) };
}

function fonts(mint: Obj): Obj | undefined {
  if (!isObj(mint.font)) return undefined;
  if ('family' in mint.font) return fontOf(mint.font);
  return {
    ...when(mint.font.headings, { heading: fontOf(obj(mint.font.headings)) }),
    ...when(mint.font.body, { body: fontOf(obj(mint.font.body)) }),
  };
}

function api(mint: Obj): Obj {
  const old = obj(mint.api);
  const playground = obj(old.playground);
  const modes: Record<string, string> = { show: 'interactive', hide: 'none' };
  const display = typeof playground.mode === 'string' ? (modes[playground.mode] ?? playground.mode) : undefined;
  const proxy = playground.disableProxy == null ? undefined : !playground.disableProxy;
  const languages = obj(obj(old.request).example).languages;
  const auth = obj(old.auth);
  const hasPlayground = playground.mode || playground.disableProxy !== undefined;
  if (!hasPlayground && !languages && !old.baseUrl && !auth.method && !mint.openapi) return {};
  return {
    api: {
      ...when(mint.openapi, { openapi: mint.openapi }),
      ...when(hasPlayground, {
        playground: { ...when(display, { display }), ...(proxy !== undefined ? { proxy } : {}) },
      }),
      ...when(languages, { examples: { languages } }),
      ...when(old.baseUrl || auth.method || auth.name, {
        mdx: {
          server: old.baseUrl,
          ...when(auth.method || auth.name, { auth: { method: auth.method, name: auth.name } }),
        },
      }),
    },
  };
}

function navbar(mint: Obj): Obj {
  const links = Array.isArray(mint.topbarLinks) ? mint.topbarLinks.filter(isObj) : undefined;
  const cta = isObj(mint.topbarCtaButton) ? mint.topbarCtaButton : undefined;
  if (!links && !cta) return {};
  const capitalised = (s: unknown) =>
    typeof s === 'string' ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s;
  const primary = !cta
    ? undefined
    : cta.type === undefined || cta.type === 'link'
      ? { type: 'button', label: cta.name, href: cta.url }
      : { type: 'github', href: cta.url };
  return {
    navbar: {
      ...when(links, {
        links: links?.map((l) => ({
          label: l.type === 'link' || l.type === undefined ? l.name : capitalised(l.type),
          href: l.url,
        })),
      }),
      primary,
    },
  };
}

function footer(mint: Obj): Obj {
  const old = obj(mint.footer);
  const socials = old.socials ?? mint.footerSocials;
  if (!mint.footer && !mint.footerSocials) return {};
  const asMap = Array.isArray(socials)
    ? Object.fromEntries(socials.filter(isObj).map((s) => [s.type, s.url]))
    : (socials as Obj | undefined);
  const groups = Array.isArray(old.links) ? old.links.filter(isObj) : undefined;
  return {
    footer: {
      ...when(socials, { socials: asMap }),
      ...when(groups, {
        links: groups?.map((g) => ({
          header: g.title,
          items: (Array.isArray(g.links) ? g.links.filter(isObj) : []).map((l) => ({ label: l.label, href: l.url })),
        })),
      }),
    },
  };
}

function looks(mint: Obj): Obj {
  const eyebrow = obj(mint.eyebrow).display;
  const mode = obj(mint.codeBlock).mode;
  const eyebrows = eyebrow == null ? undefined : eyebrow === 'breadcrumbs' ? 'breadcrumbs' : 'section';
  const codeblocks = mode == null ? undefined : mode === 'dark' ? 'dark' : 'system';
  const colors = obj(mint.colors);
  const toggle = obj(mint.modeToggle);
  const background = obj(colors.background);
  return {
    ...when(eyebrows || codeblocks, { styling: { eyebrows, codeblocks } }),
    ...when(toggle.default || toggle.isHidden != null, {
      appearance: { default: toggle.default, strict: toggle.isHidden },
    }),
    ...when(mint.background || mint.backgroundImage || colors.background, {
      background: {
        ...when(mint.backgroundImage, { image: mint.backgroundImage }),
        decoration: obj(mint.background).style,
        ...when(colors.background, { color: { light: background.light, dark: background.dark } }),
      },
    }),
  };
}

function integrations(mint: Obj): Obj {
  if (!mint.integrations && !mint.analytics) return {};
  const old = obj(mint.integrations);
  return {
    integrations: {
      ...obj(mint.analytics),
      ...when(old.intercom, { intercom: { appId: old.intercom } }),
      ...when(old.frontchat, { frontchat: { snippetId: old.frontchat } }),
    },
  };
}

/** The docs.json equivalent of a parsed mint.json object. */
export function upgradeMintConfig(mint: Obj): Obj {
  const colors = isObj(mint.colors)
    ? { primary: mint.colors.primary, light: mint.colors.light, dark: mint.colors.dark }
    : { primary: '#16A34A' };
  const seo = obj(mint.seo);
  const fontConfig = fonts(mint);
  const upgraded: Obj = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: mint.name,
    colors,
    favicon: mint.favicon,
    navigation: upgradeMintNavigation(mint),
    ...looks(mint),
    logo: mint.logo,
    ...api(mint),
    ...navbar(mint),
    ...when(obj(mint.search).prompt, { search: { prompt: obj(mint.search).prompt } }),
    ...when(mint.metadata || seo.indexHiddenPages !== undefined, {
      seo: {
        ...when(mint.metadata, { metatags: mint.metadata }),
        indexing: seo.indexHiddenPages ? 'all' : 'navigable',
      },
    }),
    ...footer(mint),
    ...integrations(mint),
    ...when(fontConfig, { fonts: fontConfig }),
    ...when(mint.redirects, { redirects: mint.redirects }),
  };
  return dropUndefined(upgraded) as Obj;
}

/** The value as JSON writes it: keys holding undefined left out, at every depth. */
function dropUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropUndefined);
  if (!isObj(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, dropUndefined(v)]),
  );
}
