// docs.json `integrations`: the providers' snippets (integration-snippets.ts) in one hashed
// script a built site loads on every page (never `docsgen dev`). It adds each provider's script
// tags and inline code to the page, at once or, with `integrations.cookies`, only once local
// storage holds the consent key and value (checked on load, on `storage` events and every second).
// Nothing is fetched or bundled at build time.

import { type DocsConfig, locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { hashedName } from '@docsgen/diagnostics/content-hash';
import { safeUrl } from '@docsgen/html';
import { js, PROVIDER_SNIPPETS, type ProviderSettings, type SnippetElement } from './integration-snippets.ts';

type FieldKind = 'string' | 'https-url' | 'hostname' | 'boolean' | 'region';
interface Field {
  kind: FieldKind;
  required?: boolean;
  /** Another name the docs also use for it (`logrocket.apiKey`). */
  alias?: string;
}

const text = (required = true, alias?: string): Field => ({ kind: 'string', required, alias });

/** The fields of each provider docsgen injects (Mintlify's settings reference). */
const PROVIDER_FIELDS: Readonly<Record<string, Record<string, Field>>> = {
  ga4: { measurementId: text() },
  gtm: { tagId: text() },
  posthog: { apiKey: text(), apiHost: { kind: 'https-url' }, sessionRecording: { kind: 'boolean' } },
  plausible: { domain: text(), server: { kind: 'hostname' } },
  fathom: { siteId: text() },
  segment: { key: text(), cdnUrl: { kind: 'https-url' } },
  mixpanel: { projectToken: text(), region: { kind: 'region' } },
  amplitude: { apiKey: text() },
  hotjar: { hjid: text(), hjsv: text() },
  clarity: { projectId: text() },
  heap: { appId: text() },
  logrocket: { appId: text(true, 'apiKey') },
  pirsch: { id: text() },
  adobe: { launchUrl: { kind: 'https-url', required: true } },
  hightouch: { writeKey: text(true, 'apiKey'), apiHost: { kind: 'hostname' } },
  intercom: { appId: text() },
  frontchat: { snippetId: text() },
  clearbit: { publicApiKey: text() },
};

/** `integrations` keys docsgen acts on: the providers, `cookies` (consent) and `telemetry` (docsgen sends none). */
export const SUPPORTED_INTEGRATIONS: ReadonlySet<string> = new Set([
  ...Object.keys(PROVIDER_FIELDS),
  'cookies',
  'telemetry',
]);

/** The providers a site configures (valid ones, in docs.json order), its consent setting, and what is wrong. */
export interface SiteIntegrations {
  providers: Array<{ name: string; settings: ProviderSettings }>;
  consent?: { key: string; value: string };
  diagnostics: Diagnostic[];
}

/** Reads and checks `integrations` of a site's config. */
export function readIntegrations(config: Pick<DocsConfig, 'integrations'>, sourceMap?: SourceMap): SiteIntegrations {
  const out: SiteIntegrations = { providers: [], diagnostics: [] };
  const all = config.integrations;
  if (!all || typeof all !== 'object') return out;
  const problem = (path: string, message: string, hint: string) =>
    out.diagnostics.push(warning('config/integration', message, { ...configPlace(sourceMap, path), hint }));
  for (const [name, raw] of Object.entries<unknown>(all)) {
    const fields = PROVIDER_FIELDS[name];
    // `frontchat: "ID"` is how Mintlify's Front page writes it.
    const value = name === 'frontchat' && typeof raw === 'string' ? { snippetId: raw } : raw;
    if (name === 'cookies') {
      const c = (value ?? {}) as Record<string, unknown>;
      if (typeof c.key === 'string' && c.key && typeof c.value === 'string')
        out.consent = { key: c.key, value: c.value };
      else if (c.key !== undefined || c.value !== undefined)
        problem(
          'integrations.cookies',
          '`integrations.cookies` needs both `key` and `value` (strings); consent is not checked.',
          'Set the local storage key and the value that means "consented".',
        );
      continue;
    }
    if (!fields || !value || typeof value !== 'object') continue;
    const settings: ProviderSettings = {};
    let ok = true;
    for (const [field, spec] of Object.entries(fields)) {
      const record = value as Record<string, unknown>;
      const given = record[field] ?? (spec.alias ? record[spec.alias] : undefined);
      const path = `integrations.${name}.${record[field] === undefined && spec.alias && record[spec.alias] !== undefined ? spec.alias : field}`;
      if (given === undefined || given === '') {
        if (spec.required) {
          ok = false;
          problem(
            `integrations.${name}`,
            `\`integrations.${name}\` has no \`${field}\`; ${name} is not added to the site.`,
            `Add \`${field}\` as the ${name} documentation says.`,
          );
        }
        continue;
      }
      const checked = checkField(spec.kind, given);
      if (checked === undefined) {
        ok = false;
        problem(path, `\`${path}\` is not ${DESCRIBE[spec.kind]}; ${name} is not added to the site.`, HINTS[spec.kind]);
      } else settings[field] = checked;
    }
    if (ok) out.providers.push({ name, settings });
  }
  return out;
}

const DESCRIBE: Record<FieldKind, string> = {
  string: 'a string',
  'https-url': 'an https:// URL',
  hostname: 'a host name',
  boolean: 'true or false',
  region: '`us`, `eu` or `in`',
};
const HINTS: Record<FieldKind, string> = {
  string: 'Write the value as a string, e.g. "G-XXXXXXX".',
  'https-url': 'Use the full https:// address the provider gives you.',
  hostname: 'Write the host name only, without https:// or a path, e.g. `plausible.example.com`.',
  boolean: 'Use `true` or `false`.',
  region: 'Use `us` (the default), `eu` or `in`.',
};

function checkField(kind: FieldKind, value: unknown): string | boolean | undefined {
  switch (kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'region':
      return value === 'us' || value === 'eu' || value === 'in' ? value : undefined;
    case 'hostname':
      return typeof value === 'string' && /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(value)
        ? value
        : undefined;
    case 'https-url': {
      const url = typeof value === 'string' ? safeUrl(value) : undefined;
      if (!url || !/^https:\/\/[^/?#\s]/i.test(url)) return undefined;
      return url.replace(/(?<!\/)\/+$/, '');
    }
    default:
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  }
}

/** Where a docs.json value is (docs.json itself when the source map does not know the path). */
export function configPlace(map: SourceMap | undefined, path: string): Partial<Diagnostic> {
  const loc = locationOf(map, path, 'key');
  return loc.file ? loc : { ...loc, file: 'docs.json' };
}

/** The browser module adding the providers' snippets (after consent when `consent` is set). */
export function integrationScript(site: Pick<SiteIntegrations, 'providers' | 'consent'>): string {
  const snippets = site.providers.map(({ name, settings }) => ({
    name,
    elements: PROVIDER_SNIPPETS[name]!(settings) satisfies SnippetElement[],
  }));
  return `// docs.json integrations, added by docsgen to the built site
const consent = ${js(site.consent ?? null)};
const snippets = ${js(snippets)};
let started = false;
const add = (name, build) => {
  const el = document.createElement('script');
  el.setAttribute('data-docsgen-integration', name);
  build(el);
  document.head.appendChild(el);
};
const start = () => {
  if (started) return;
  started = true;
  for (const { name, elements } of snippets) {
    for (const e of elements) {
      add(name, (el) => {
        for (const [k, v] of Object.entries(e.attrs || {})) el.setAttribute(k, v);
        if (e.src) {
          el.src = e.src;
          el.async = true;
          if (e.onload) el.addEventListener('load', () => add(name, (init) => { init.text = e.onload; }));
        } else el.text = e.inline;
      });
    }
  }
};
const allowed = () => {
  try {
    return localStorage.getItem(consent.key) === consent.value;
  } catch {
    return false;
  }
};
if (!consent || allowed()) start();
else {
  const check = () => {
    if (!allowed()) return;
    clearInterval(timer);
    start();
  };
  const timer = setInterval(check, 1000);
  addEventListener('storage', check);
}
`;
}

/**
 * The integrations script when the site has providers (`file`, under a hashed name, for the engine
 * to write) and what is wrong in `integrations`.
 */
export function integrationFile(site: { config: Pick<DocsConfig, 'integrations'>; sourceMap?: SourceMap }): {
  file?: { path: string; contents: string };
  diagnostics: Diagnostic[];
} {
  const found = readIntegrations(site.config, site.sourceMap);
  if (found.providers.length === 0) return { diagnostics: found.diagnostics };
  const code = integrationScript(found);
  return {
    file: { path: `assets/${hashedName('integrations.js', code)}`, contents: code },
    diagnostics: found.diagnostics,
  };
}
