import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, policyOrigin, scriptHash } from '../src/content-security-policy.ts';
import { headersFile } from '../src/headers-file.ts';
import { integrationPolicySources } from '../src/integration-policy.ts';
import { integrationScript, readIntegrations } from '../src/integrations-script.ts';
import { inlineScripts, playgroundTargets, withPagePolicy } from '../src/page-policy.ts';
import type { Theme } from '../src/theme-api.ts';
import { themeWithPolicy } from '../src/theme-with-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows the site, WebAssembly, hashed inline scripts and the given origins, nothing inline unhashed', () => {
    const { policy, refused } = contentSecurityPolicy({
      inlineScripts: ['console.log(1)'],
      connectOrigins: ['https://api.example.com/v1/users?x=1', 'http://127.0.0.1:8080/v1'],
      scriptOrigins: ['https://cdn.example.com/x.js'],
    });
    expect(refused).toEqual([]);
    const sha = createHash('sha256').update('console.log(1)').digest('base64');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      `'sha256-${sha}'`,
      'https://cdn.example.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'http://127.0.0.1:8080']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https:', 'data:', 'blob:']);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Ignored in a <meta> policy (and reported by browsers as an error there).
    expect(policy).not.toContain('frame-ancestors');
  });

  it('refuses hostile or unusable sources instead of writing them', () => {
    const hostile = [
      "https://a.example.com; script-src 'unsafe-inline'",
      'https://a.example.com script-src *',
      "https://x.example.com'",
      'javascript:alert(1)',
      'data:text/html,<script>',
      '//evil.example.com',
      'https://{region}.example.com',
      'ftp://files.example.com',
      'https://user:pw@example.com',
      '*',
      "'unsafe-eval'",
      'https://a.example.com,https://b.example.com',
    ];
    const { policy, refused } = contentSecurityPolicy({ connectOrigins: hostile, scriptOrigins: hostile });
    // Every one is refused: the policy is the one without them, no directive, keyword or source got in.
    expect(policy).toBe(contentSecurityPolicy().policy);
    expect(refused).toEqual([...hostile, ...hostile]);
    expect(policy.split('; ').map((d) => d.split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'media-src',
      'font-src',
      'frame-src',
      'connect-src',
      'worker-src',
      'object-src',
      'base-uri',
      'form-action',
    ]);
    expect(refused).toContain('javascript:alert(1)');
    expect(refused).toContain('https://{region}.example.com');
  });

  it('keeps only well-formed hashes given ready-made', () => {
    const { policy } = contentSecurityPolicy({ scriptHashes: ["'sha256-abc+/='", "'sha256-x' 'unsafe-inline'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc+/='"]);
  });

  it('reads origins through the URL parser', () => {
    expect(policyOrigin('HTTPS://API.Example.COM:443/v1')).toBe('https://api.example.com');
    expect(policyOrigin('https://bücher.example/x')).toBe('https://xn--bcher-kva.example');
    expect(policyOrigin('wss://rt.example.com/socket')).toBe('wss://rt.example.com');
    expect(policyOrigin('/relative')).toBeUndefined();
    expect(policyOrigin(42)).toBeUndefined();
  });
});

describe('withPagePolicy', () => {
  const page = (head: string, body = '') =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;

  it('hashes the inline scripts the page runs, not data blocks or external scripts, and puts the meta before them', () => {
    const html = page(
      '<script>var a=1;</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/x.js"></script><script type="module">import "/y.js"</script>',
    );
    expect(inlineScripts(html)).toEqual(['var a=1;', 'import "/y.js"']);
    const { html: out, refused } = withPagePolicy(html, {});
    expect(refused).toEqual([]);
    expect(out.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(out.indexOf('<meta charset="utf-8"/>') + 23);
    const content = /content="([^"]*)"/.exec(out.slice(out.indexOf('http-equiv')))![1]!.replace(/&#39;/g, "'");
    expect(directive(content, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      scriptHash('var a=1;'),
      scriptHash('import "/y.js"'),
    ]);
  });

  it('lets the page reach the API playground servers and proxy it names, refusing what is no origin', () => {
    const body =
      '<form id="dg-tryit-form"><input data-tryit-server="" value="https://api.example.com/v1"/>' +
      '<datalist id="dg-tryit-form-servers"><option value="https://api.example.com/v1"></option><option value="/local"></option>' +
      '<option value="https://{env}.example.com"></option><option value="https://x.example.com&quot;; script-src *"></option></datalist></form>' +
      '<div data-proxy-url="https://proxy.example.com/?url="></div>';
    expect(playgroundTargets(page('', body))).toEqual([
      'https://api.example.com/v1',
      'https://{env}.example.com',
      'https://x.example.com"; script-src *',
      'https://proxy.example.com/?url=',
    ]);
    const { html, refused } = withPagePolicy(page('', body), { connectOrigins: ['https://events.example.com'] });
    expect(refused).toEqual(['https://{env}.example.com', 'https://x.example.com"; script-src *']);
    const content = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!.replace(/&#39;/g, "'");
    expect(directive(content, 'connect-src')).toEqual([
      "'self'",
      'https://events.example.com',
      'https://api.example.com',
      'https://proxy.example.com',
    ]);
    expect(directive(content, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('reads pages of any shape in time proportional to their length', () => {
    const hostile = `<head><script>${'<SCRIPT\u0000a<head<h</script'.repeat(40_000)}`;
    const start = performance.now();
    expect(inlineScripts(hostile)).toHaveLength(1);
    expect(withPagePolicy(hostile, {}).html).toContain('Content-Security-Policy');
    expect(inlineScripts('<header><scripts>x</scripts><SCRIPT TYPE="MODULE">y</SCRIPT>')).toEqual(['y']);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('refuses a page without <head>', () => {
    expect(() => withPagePolicy('<p>hi</p>', {})).toThrow(/no <head>/);
  });
});

describe('integrationPolicySources', () => {
  it('hashes exactly the code the integrations script adds and allows the providers’ hosts', () => {
    const config = {
      integrations: {
        ga4: { measurementId: 'G-1' },
        mixpanel: { projectToken: 't' },
        posthog: { apiKey: 'k', apiHost: 'https://ph.example.com' },
      },
    };
    const sources = integrationPolicySources(config);
    // The script the site loads carries these strings; each one it adds as inline code is hashed.
    const script = integrationScript(readIntegrations(config));
    const snippets = JSON.parse(/const snippets = (.*);\n/.exec(script)![1]!) as Array<{
      elements: Array<{ inline?: string; onload?: string }>;
    }>;
    const codes = snippets.flatMap((s) => s.elements.flatMap((e) => [e.inline, e.onload].filter(Boolean)));
    expect(codes.length).toBe(3);
    expect(sources.scriptHashes).toEqual(codes.map((c) => scriptHash(c!)));
    const { policy, refused } = contentSecurityPolicy(sources);
    expect(refused).toEqual([]);
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com']));
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://ph.example.com', 'https://*.google-analytics.com', 'https://*.mixpanel.com']),
    );
  });

  it('adds no source a provider’s checked setting refused', () => {
    const sources = integrationPolicySources({
      integrations: { plausible: { domain: 'd', server: "x.com; script-src 'unsafe-inline'" } },
    });
    expect(JSON.stringify(sources)).not.toContain('unsafe-inline');
  });
});

describe('themeWithPolicy', () => {
  it('gives every page its policy and tells once of each source left out', () => {
    const body =
      '<datalist id="dg-tryit-form-servers"><option value="https://{region}.example.com"></option></datalist>';
    const theme: Theme = {
      name: 'plain',
      defaults: { breadcrumbs: false, drilldown: false },
      render: () => `<html><head><meta charset="utf-8"></head><body>${body}</body></html>`,
      renderNotFound: () => '<html><head></head><body>404</body></html>',
      assets: () => [],
    };
    const told: string[] = [];
    const wrapped = themeWithPolicy(theme, { config: {} }, new Set(), (d) => told.push(`${d.code}: ${d.message}`));
    const ctx = (url: string) => ({ page: { url } }) as never;
    expect(wrapped.name).toBe('plain');
    expect(wrapped.render(ctx('/a'))).toContain('<meta charset="utf-8"><meta http-equiv="Content-Security-Policy"');
    wrapped.render(ctx('/b'));
    // The 404 page gets its policy once its redirect is in it (site-extra-files.ts), not here.
    expect(wrapped.renderNotFound(ctx('/404'))).not.toContain('Content-Security-Policy');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^build\/csp-source: `https:\/\/\{region\}.example.com`, where `\/a` sends requests/);
  });
});

describe('headersFile', () => {
  it('gives the site’s pages under its base the frame-ancestors a <meta> cannot carry', () => {
    expect(headersFile('/')).toBe("/*\n  Content-Security-Policy: frame-ancestors 'self'\n");
    expect(headersFile('/docs/')).toBe("/docs/*\n  Content-Security-Policy: frame-ancestors 'self'\n");
  });
});
