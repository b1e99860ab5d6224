import path from 'node:path';
import { readCacheEntry, writeCacheEntry } from '@docsgen/diagnostics/cache-entry';
import { type FetchOutcome, fetchHttps, type ResolveAll } from './fetch-https.ts';
import { sha256 } from './sha256.ts';

/** How specs named by `https://` URL are fetched and kept. */
export interface RemoteSpecOptions {
  /** Folder (inside the build's cache folder) where fetched specs are kept; default none (nothing kept). */
  dir?: string;
  /** Whole fetch, redirects included; default 30 s. */
  timeoutMs?: number;
  /** Fetches made by this process, by URL: each URL is fetched once per process; default one shared map. */
  fetched?: Map<string, Promise<FetchOutcome>>;
  /** Test hook: addresses that may be reached although not public; default none. */
  allowAddress?: (address: string) => boolean;
  /** Test hook: extra trusted certificate (PEM); default the system's. */
  ca?: string;
  /** Test hook: the DNS lookup whose answers are checked (a stub); default `dns.lookup`. */
  resolve?: ResolveAll;
}

/** A remote spec's text, fresh or from the cache folder, or why there is none. */
export type RemoteSpecText =
  | { text: string; cachedAt?: number; why?: string }
  | { problem: Exclude<FetchOutcome, { ok: true }> };

const FETCHED = new Map<string, Promise<FetchOutcome>>();

interface KeptSpec {
  url: string;
  fetchedAt: number;
  text: string;
}

/** Where the copy of `url` is kept in `dir`. */
export function keptSpecPath(dir: string, url: string): string {
  return path.join(dir, `${sha256(url).slice(0, 24)}.json`);
}

async function readKept(dir: string | undefined, url: string): Promise<KeptSpec | undefined> {
  if (!dir) return undefined;
  try {
    const entry = readCacheEntry(keptSpecPath(dir, url));
    if (!entry) return undefined;
    const kept = JSON.parse(entry.toString('utf8')) as KeptSpec;
    return kept.url === url && typeof kept.text === 'string' && typeof kept.fetchedAt === 'number' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Kept through the one cache entry write (sealed, flushed, renamed into place); a failed write only loses the copy. */
async function keep(dir: string, url: string, text: string): Promise<void> {
  writeCacheEntry(keptSpecPath(dir, url), JSON.stringify({ url, fetchedAt: Date.now(), text } satisfies KeptSpec));
}

/**
 * The text of the spec at `url`: fetched once per process (https only, public addresses only,
 * within `maxBytes` and the time limit) and kept in `dir`; when the fetch cannot reach the server
 * or the server answers an error status, the kept copy with the time it was fetched. Refusals
 * (unsafe URL or address) and oversize answers never fall back to a copy.
 */
export async function remoteSpecText(
  url: string,
  maxBytes: number,
  options: RemoteSpecOptions,
): Promise<RemoteSpecText> {
  const memo = options.fetched ?? FETCHED;
  let pending = memo.get(url);
  if (!pending) {
    pending = fetchHttps(url, {
      maxBytes,
      timeoutMs: options.timeoutMs ?? 30_000,
      ...(options.allowAddress ? { allowAddress: options.allowAddress } : {}),
      ...(options.ca ? { ca: options.ca } : {}),
      ...(options.resolve ? { resolve: options.resolve } : {}),
    }).then(async (outcome) => {
      if (outcome.ok && options.dir) await keep(options.dir, url, outcome.text);
      return outcome;
    });
    memo.set(url, pending);
  }
  const outcome = await pending;
  if (outcome.ok) return { text: outcome.text };
  if (outcome.kind === 'refused' || outcome.kind === 'too-large') return { problem: outcome };
  const kept = await readKept(options.dir, url);
  return kept ? { text: kept.text, cachedAt: kept.fetchedAt, why: outcome.message } : { problem: outcome };
}

/** `3 minutes`, `5 hours`, `2 days`: how long ago `then` was. */
export function ageOf(then: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  const [n, unit] =
    minutes < 90
      ? [minutes, 'minute']
      : minutes < 36 * 60
        ? [Math.round(minutes / 60), 'hour']
        : [Math.round(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
