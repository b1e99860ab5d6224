import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PROVIDER_SNIPPETS } from '../src/integration-snippets.ts';
import { integrationScript, readIntegrations, SUPPORTED_INTEGRATIONS } from '../src/integrations-script.ts';

/** A string only each provider's snippet holds. */
const MARKERS: Record<string, string> = {
  ga4: 'googletagmanager.com/gtag/js',
  gtm: 'googletagmanager.com/gtm.js',
  posthog: 'posthog.init(',
  plausible: 'plausible.io/js/script.js',
  fathom: 'cdn.usefathom.com/script.js',
  segment: 'analytics.load(',
  mixpanel: 'mixpanel-2-latest.min.js',
  amplitude: 'cdn.amplitude.com/script/',
  hotjar: 'static.hotjar.com',
  clarity: 'www.clarity.ms/tag/',
  heap: 'heap_config.js',
  logrocket: 'LogRocket.min.js',
  pirsch: 'api.pirsch.io/pa.js',
  adobe: 'assets.adobedtm.com',
  hightouch: 'hightouch-events.com/browser',
  intercom: 'widget.intercom.io/widget/',
  frontchat: 'chat.bundle.js',
  clearbit: 'tag.clearbitscripts.com',
};

const ALL = {
  adobe: { launchUrl: 'https://assets.adobedtm.com/launch-x.min.js' },
  amplitude: { apiKey: 'amp' },
  clarity: { projectId: 'clar' },
  clearbit: { publicApiKey: 'pk_1' },
  fathom: { siteId: 'FATH' },
  frontchat: { snippetId: 'front-123' },
  ga4: { measurementId: 'G-1' },
  gtm: { tagId: 'GTM-1' },
  heap: { appId: '1' },
  hightouch: { writeKey: 'w' },
  hotjar: { hjid: '1', hjsv: '6' },
  intercom: { appId: 'abcdef' },
  logrocket: { apiKey: 'app/x' },
  mixpanel: { projectToken: 'tok' },
  pirsch: { id: 'p' },
  plausible: { domain: 'docs.example.com' },
  posthog: { apiKey: 'phc_1' },
  segment: { key: 's' },
  telemetry: { enabled: false },
};

/** The snippet data of a generated script (the `snippets` constant). */
function snippetsOf(script: string): Array<{ name: string; elements: Array<Record<string, unknown>> }> {
  const literal = /^const snippets = (.*);$/m.exec(script)![1]!;
  return JSON.parse(literal);
}

describe('integrations', () => {
  it('knows every provider of the settings reference, each with its own snippet once', () => {
    expect([...SUPPORTED_INTEGRATIONS].sort()).toEqual([...Object.keys(MARKERS), 'cookies', 'telemetry'].sort());
    const site = readIntegrations({ integrations: ALL });
    expect(site.diagnostics).toEqual([]);
    expect(site.providers.map((p) => p.name).sort()).toEqual(Object.keys(MARKERS).sort());
    const script = integrationScript(site);
    for (const [name, marker] of Object.entries(MARKERS)) {
      expect(script.split(marker).length - 1, name).toBe(1);
      expect(Object.keys(PROVIDER_SNIPPETS)).toContain(name);
    }
    // Every inline part is valid JavaScript (a classic script, as the provider documents it).
    for (const { elements } of snippetsOf(script))
      for (const e of elements)
        for (const code of [e.inline, e.onload]) if (code) expect(() => new Function(String(code))).not.toThrow();
  });

  it('keeps a hostile value a string wherever it lands', () => {
    const evil = `G-1"');</script><script>alert(1)</script>\u2028`;
    const script = integrationScript(readIntegrations({ integrations: { ga4: { measurementId: evil } } }));
    expect(script).not.toContain('</script');
    const [ga] = snippetsOf(script);
    expect(ga!.elements[0]!.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(evil)}`);
    const calls: unknown[][] = [];
    const window = { dataLayer: [] as unknown[] };
    runInNewContext(String(ga!.elements[1]!.inline), {
      window,
      dataLayer: { push: (a: unknown[]) => calls.push([...a]) },
    });
    expect(calls.at(-1)).toEqual(['config', evil]);
  });

  it('leaves out a provider whose URL is not https or not a host name, with a warning at the key', () => {
    const site = readIntegrations({
      integrations: {
        adobe: { launchUrl: 'javascript:alert(1)' },
        posthog: { apiKey: 'phc_1', apiHost: 'http://ph.example.com' },
        plausible: { domain: 'docs.example.com', server: 'https://plausible.example.com/x' },
        hightouch: { writeKey: 'w', apiHost: 'evil.com"/><script>' },
        segment: { key: 's', cdnUrl: 'https://cdn.example.com/' },
        ga4: {},
      },
    });
    expect(site.providers.map((p) => p.name)).toEqual(['segment']);
    expect(site.providers[0]!.settings.cdnUrl).toBe('https://cdn.example.com');
    expect(site.diagnostics.map((d) => [d.code, d.severity, d.jsonPath])).toEqual([
      ['config/integration', 'warning', 'integrations.adobe.launchUrl'],
      ['config/integration', 'warning', 'integrations.posthog.apiHost'],
      ['config/integration', 'warning', 'integrations.plausible.server'],
      ['config/integration', 'warning', 'integrations.hightouch.apiHost'],
      ['config/integration', 'warning', 'integrations.ga4'],
    ]);
  });

  it('gates the snippets on the consent key and value when `cookies` is set', () => {
    const site = readIntegrations({ integrations: { fathom: { siteId: 'F' }, cookies: { key: 'k', value: 'yes' } } });
    expect(site.consent).toEqual({ key: 'k', value: 'yes' });
    expect(integrationScript(site)).toContain('const consent = {"key":"k","value":"yes"};');
    expect(integrationScript(readIntegrations({ integrations: { fathom: { siteId: 'F' } } }))).toContain(
      'const consent = null;',
    );
    expect(readIntegrations({ integrations: { cookies: { key: 'k' } } }).diagnostics).toMatchObject([
      { code: 'config/integration', jsonPath: 'integrations.cookies' },
    ]);
  });
});
