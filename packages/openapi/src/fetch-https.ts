import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Options of {@link fetchHttps}. */
export interface FetchHttpsOptions {
  /** Largest body in bytes. */
  maxBytes: number;
  /** Whole fetch, redirects included, in milliseconds. */
  timeoutMs: number;
  /** Most redirects followed; default 5. */
  maxRedirects?: number;
  /** Test hook: addresses that may be reached although not public (a local test server); default none. */
  allowAddress?: (address: string) => boolean;
  /** Test hook: extra trusted certificate (a local test server's, PEM); default the system's. */
  ca?: string;
  /** Test hook: the DNS lookup whose answers are checked (a stub); default `dns.lookup`. */
  resolve?: ResolveAll;
}

/** A DNS lookup of every address of a host name (`dns.lookup` with `all: true`). */
export type ResolveAll = (
  hostname: string,
  options: { family?: number | string; hints?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: ResolveAll = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, family: familyOf(options.family), all: true }, callback);

function familyOf(family: number | string | undefined): 0 | 4 | 6 {
  return family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;
}

/** What {@link fetchHttps} got: the body, or why not (`refused`: unsafe, `network`: unreachable, `http`: a status, `too-large`). */
export type FetchOutcome =
  | { ok: true; text: string; url: string }
  | { ok: false; kind: 'refused' | 'network' | 'http' | 'too-large'; message: string };

class Refused extends Error {}

/**
 * GETs an `https://` URL safely: every hop (redirects too) must be https, and every address it
 * connects to must be public: the host's DNS answers are checked at connect time (inside the socket's
 * lookup, so a second answer cannot slip past), IP literals before. Body size and total time are
 * bounded; nothing is decompressed.
 */
export async function fetchHttps(url: string, options: FetchHttpsOptions): Promise<FetchOutcome> {
  const deadline = Date.now() + options.timeoutMs;
  let current = url;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    let parsed: URL;
    try {
      parsed = new URL(current);
    } catch {
      return { ok: false, kind: 'refused', message: `\`${current}\` is not a valid URL` };
    }
    if (parsed.protocol !== 'https:') {
      return { ok: false, kind: 'refused', message: `\`${current}\` is not an https:// URL` };
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !allowed(host, options)) {
      return { ok: false, kind: 'refused', message: `\`${current}\` names a private or local address` };
    }
    const step = await getOnce(parsed, options, deadline);
    if (!('redirect' in step)) return step.ok ? { ...step, url: current } : step;
    current = new URL(step.redirect, parsed).toString();
  }
  return { ok: false, kind: 'refused', message: `more than ${options.maxRedirects ?? 5} redirects` };
}

function allowed(address: string, options: Pick<FetchHttpsOptions, 'allowAddress'>): boolean {
  return isPublicAddress(address) || options.allowAddress?.(address) === true;
}

/** A DNS lookup for a connection that fails when any answer is not a public address (see isPublicAddress). */
export function safeLookup(options: Pick<FetchHttpsOptions, 'allowAddress' | 'resolve'>): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    const { family, hints } = lookupOptions;
    resolve(
      hostname,
      { ...(family !== undefined ? { family } : {}), ...(hints !== undefined ? { hints } : {}) },
      (err, addresses) => {
        if (err) return callback(err, '', 0);
        const bad = addresses.find((a) => !allowed(a.address, options));
        if (bad) {
          const refused = new Refused(`\`${hostname}\` resolves to the private or local address ${bad.address}`);
          return callback(refused as NodeJS.ErrnoException, '', 0);
        }
        if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0]!;
        callback(null, first.address, first.family);
      },
    );
  };
}

type Step = { redirect: string } | { ok: true; text: string } | Exclude<FetchOutcome, { ok: true }>;

function getOnce(url: URL, options: FetchHttpsOptions, deadline: number): Promise<Step> {
  return new Promise((resolve) => {
    const remaining = Math.max(1, deadline - Date.now());
    const req = request(url, {
      method: 'GET',
      lookup: safeLookup(options),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*', 'user-agent': 'docsgen' },
      ...(options.ca ? { ca: options.ca } : {}),
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ ok: false, kind: 'network', message: `no answer within ${options.timeoutMs} ms` });
    }, remaining);
    const done = (step: Step) => {
      clearTimeout(timer);
      resolve(step);
    };
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e instanceof Refused) done({ ok: false, kind: 'refused', message: e.message });
      else done({ ok: false, kind: 'network', message: e.code ?? e.message });
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return done({ redirect: res.headers.location });
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return done({ ok: false, kind: 'http', message: `the server answered ${status}` });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const tooLarge = () =>
        done({ ok: false, kind: 'too-large', message: `it is over the ${options.maxBytes}-byte limit` });
      if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
        res.destroy();
        return tooLarge();
      }
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          res.destroy();
          tooLarge();
        } else chunks.push(chunk);
      });
      res.on('end', () => done({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e: NodeJS.ErrnoException) => done({ ok: false, kind: 'network', message: e.code ?? e.message }));
    });
    req.end();
  });
}
