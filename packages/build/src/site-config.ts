import type { Site } from '@docsgen/navigation';

/** A docs.json link as written (navbar links, footer items). */
interface ConfigLink {
  label?: string;
  href?: string;
  icon?: string | { name: string; style?: string; library?: string };
  /** Font Awesome style of `icon`. */
  iconType?: string;
  type?: string;
}

/**
 * The parts of the validated docs.json the build reads. Read through this view (every field
 * optional) so the build keeps working while the config schema grows.
 */
export interface SiteConfig {
  /** Site name. */
  name?: string;
  /** Site description. */
  description?: string;
  /** docs.json `theme`. */
  theme?: string;
  /** Logo path, or light/dark paths and click target. */
  logo?: string | { light?: string; dark?: string; href?: string };
  /** Favicon path, or light/dark. */
  favicon?: string | { light?: string; dark?: string };
  /** Colours. */
  colors?: { primary?: string; light?: string; dark?: string };
  /** Light/dark default and toggle. */
  appearance?: { default?: 'system' | 'light' | 'dark'; strict?: boolean };
  /** `eyebrows: breadcrumbs` turns breadcrumbs on; `latex` forces KaTeX's stylesheet on (true) or off (false). */
  styling?: { eyebrows?: string; latex?: boolean };
  /** `drilldown` overrides the theme default. */
  interaction?: { drilldown?: boolean };
  /** Top bar. */
  navbar?: { links?: ConfigLink[]; primary?: ConfigLink };
  /** Footer socials and columns. */
  footer?: { socials?: Record<string, string>; links?: Array<{ header?: string; items?: ConfigLink[] }> };
  /** Site banner. */
  banner?: { content?: string; dismissible?: boolean };
  /** Search placeholder. */
  search?: { prompt?: string };
  /** SEO settings. */
  seo?: {
    metatags?: Record<string, string>;
    paths?: Array<{ path?: string; metatags?: Record<string, string> }>;
    indexing?: 'navigable' | 'all';
    trailingSlash?: boolean;
  };
  /** Redirects. */
  redirects?: Array<{ source?: string; destination?: string; permanent?: boolean }>;
  /** Icon library. */
  icons?: { library?: string };
  /** 404 page settings. */
  errors?: { '404'?: { redirect?: boolean; title?: string; description?: string } };
  /** `metadata.timestamp`: pages show their last-modified date. */
  metadata?: { timestamp?: boolean };
  /** Variables substituted in pages. */
  variables?: Record<string, string>;
  /** `markdown.instructions`: the agent instructions block of the Markdown copies and llms files. */
  markdown?: { instructions?: string | string[] };
  /** The contextual menu: its options and where it shows. */
  contextual?: { options?: unknown[]; display?: 'header' | 'toc' };
}

/** The docs.json of a loaded site (empty when the loader gave none). */
export function siteConfig(site: Site): SiteConfig {
  const config = (site as unknown as { config?: unknown }).config;
  return config && typeof config === 'object' ? (config as SiteConfig) : {};
}
