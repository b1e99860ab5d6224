// What docs.json `integrations` add to the Content-Security-Policy of `docsgen build --csp`: the
// hashes of the inline code the integrations script adds (integrations-script.ts), the hosts of
// the providers' scripts, and the endpoints their scripts send to, as the providers' own CSP
// guidance lists them. A provider whose script loads further code configured in its own console
// (Tag Manager tags, Segment destinations, Adobe rules) may need sources beyond these.

import type { DocsConfig, SourceMap } from '@docsgen/config';
import { scriptHash } from './content-security-policy.ts';
import { PROVIDER_SNIPPETS } from './integration-snippets.ts';
import { readIntegrations } from './integrations-script.ts';
import type { SitePolicySources } from './page-policy.ts';

/** Hosts docsgen names for each provider (constants, wildcards allowed): scripts and requests. */
const PROVIDER_HOSTS: Readonly<Record<string, { script?: string[]; connect?: string[] }>> = {
  ga4: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  gtm: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  posthog: { script: ['https://*.posthog.com'], connect: ['https://*.posthog.com'] },
  fathom: { script: ['https://cdn.usefathom.com'], connect: ['https://cdn.usefathom.com'] },
  segment: { script: ['https://cdn.segment.com'], connect: ['https://api.segment.io', 'https://cdn.segment.com'] },
  mixpanel: { script: ['https://cdn.mxpnl.com'], connect: ['https://*.mixpanel.com'] },
  amplitude: { script: ['https://*.amplitude.com'], connect: ['https://*.amplitude.com'] },
  hotjar: {
    script: ['https://*.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  },
  clarity: { script: ['https://*.clarity.ms'], connect: ['https://*.clarity.ms'] },
  heap: { script: ['https://*.heap-api.com'], connect: ['https://*.heap-api.com', 'https://heapanalytics.com'] },
  logrocket: {
    script: ['https://cdn.lr-ingest.com', 'https://cdn.lr-in-prod.com', 'https://cdn.logrocket.io'],
    connect: ['https://*.lr-ingest.com', 'https://*.lr-in-prod.com', 'https://*.logrocket.io'],
  },
  pirsch: { script: ['https://api.pirsch.io'], connect: ['https://api.pirsch.io'] },
  adobe: { script: ['https://assets.adobedtm.com'], connect: ['https://*.adobedc.net', 'https://*.omtrdc.net'] },
  hightouch: { script: ['https://cdn.hightouch-events.com'] },
  intercom: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
  },
  frontchat: {
    script: ['https://chat-assets.frontapp.com'],
    connect: ['https://*.frontapp.com', 'wss://*.frontapp.com'],
  },
  clearbit: {
    script: ['https://tag.clearbitscripts.com', 'https://x.clearbitjs.com'],
    connect: ['https://x.clearbitjs.com'],
  },
};

/** The sources the site's integrations need, for every page (none when it has none). */
export function integrationPolicySources(
  config: Pick<DocsConfig, 'integrations'>,
  sourceMap?: SourceMap,
): SitePolicySources {
  const found = readIntegrations(config, sourceMap);
  const sources = {
    scriptHashes: [] as string[],
    scriptOrigins: [] as string[],
    connectOrigins: [] as string[],
    trusted: { script: [] as string[], connect: [] as string[] },
  };
  for (const { name, settings } of found.providers) {
    for (const element of PROVIDER_SNIPPETS[name]!(settings)) {
      if (element.src !== undefined) sources.scriptOrigins.push(element.src);
      for (const code of [element.inline, element.onload])
        if (code !== undefined) sources.scriptHashes.push(scriptHash(code));
    }
    const hosts = PROVIDER_HOSTS[name];
    sources.trusted.script.push(...(hosts?.script ?? []));
    sources.trusted.connect.push(...(hosts?.connect ?? []));
    // Hosts the site configures: checked as any other source.
    for (const { url, field } of configuredHosts(name, settings)) {
      sources.connectOrigins.push(url);
      if (field !== 'server') sources.scriptOrigins.push(url);
    }
    if (name === 'plausible' && settings.server === undefined) sources.connectOrigins.push('https://plausible.io');
  }
  return sources;
}

/** A host an integration's settings name, as a URL, with the docs.json path it is written at. */
export interface ConfiguredHost {
  url: string;
  field: string;
  jsonPath: string;
}

/** The hosts docs.json `integrations` configure (apiHost, cdnUrl, Plausible's server), each with its path. */
export function integrationHosts(config: Pick<DocsConfig, 'integrations'>, sourceMap?: SourceMap): ConfiguredHost[] {
  return readIntegrations(config, sourceMap).providers.flatMap(({ name, settings }) => configuredHosts(name, settings));
}

function configuredHosts(name: string, settings: Record<string, unknown>): ConfiguredHost[] {
  const out: ConfiguredHost[] = [];
  for (const field of ['apiHost', 'cdnUrl', ...(name === 'plausible' ? ['server'] : [])]) {
    const value = settings[field];
    if (typeof value !== 'string') continue;
    const url = /^https:\/\//i.test(value) ? value : `https://${value}`;
    out.push({ url, field, jsonPath: `integrations.${name}.${field}` });
  }
  return out;
}
