// Hugo beside docsgen: the yardstick for the cold build (issue 32). `../shared/bench/peers/hugo/adapter.mjs`
// turns the standard corpus into a Hugo site (the tab's sidebar rendered on every page, as docsgen does);
// Hugo is Debian's `hugo`. The two builds run alternately, `rounds` times each, so both see the same
// machine load, and the ratios come from the medians. CPU is user + system of the whole process and the
// processes it waits for, as `/usr/bin/time` reports it, for both. Beside the target's pair it times a Hugo
// site's search index too (Pagefind over Hugo's output), since docsgen's cold build includes its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const TIME = '/usr/bin/time';

/** Hugo's path on this machine, or undefined when it is not installed. */
export function findHugo() {
  const p = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return p.status === 0 ? { bin: 'hugo', version: p.stdout.trim().split(' ')[1] } : undefined;
}

/** Runs a command under /usr/bin/time; wall, CPU and peak RSS of the process tree it waits for. */
export function timed(cmd, args, options) {
  const p = spawnSync(TIME, ['-f', 'HUGOBENCH %e %U %S %M', cmd, ...args], { encoding: 'utf8', ...options });
  const line = (p.stderr ?? '')
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('HUGOBENCH '));
  if (!line) return { code: p.status ?? -1, error: (p.stderr ?? '').slice(-1500) };
  const [wall, user, sys, rssKb] = line.slice(10).split(' ').map(Number);
  return { code: p.status ?? -1, wallMs: wall * 1000, cpuMs: (user + sys) * 1000, peakRssMb: rssKb / 1024 };
}

/**
 * The Pagefind binary docsgen's own `pagefind` dependency runs (its extended build first, as the
 * package does), or undefined when this platform has none installed.
 */
export function findPagefind() {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return require.resolve(`@pagefind/${platform}-${os.arch()}/bin/${name}`);
    } catch {}
  }
  return undefined;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Alternates `docsgenCold()` (a cold docsgen build, returning {wallMs, cpuMs}) with `hugo --quiet` on the
 * adapted corpus; returns both series, their medians and the ratios, or {skipped} with the reason.
 * `discard(path)` moves a folder out of the way without deleting it (see bench.mjs).
 */
export function hugoPair({ corpus, work, shared, rounds, docsgenCold, discard }) {
  const hugo = findHugo();
  if (!hugo) return { skipped: 'hugo is not installed (apt-get install -y hugo): no ratio' };
  if (!fs.existsSync(TIME)) return { skipped: '/usr/bin/time is absent (apt-get install -y time): no ratio' };
  const adapter = path.join(shared, 'bench/peers/hugo/adapter.mjs');
  if (!fs.existsSync(adapter)) return { skipped: `${adapter} is absent: no ratio` };
  const site = path.join(work, 'hugo-site');
  discard(site);
  const made = spawnSync(process.execPath, [adapter, corpus, site], { encoding: 'utf8' });
  if (made.status !== 0) return { skipped: `the Hugo adapter failed: ${(made.stderr ?? '').slice(-500)}` };
  const pagefind = findPagefind();
  const docsgen = [];
  const hugoRuns = [];
  const searchRuns = [];
  for (let i = 0; i < rounds; i++) {
    docsgen.push(docsgenCold(i));
    discard(path.join(site, 'public'));
    discard(path.join(site, 'resources'));
    const h = timed(hugo.bin, ['--quiet', '-d', 'public'], { cwd: site });
    if (h.code !== 0) return { skipped: `hugo exited ${h.code}: ${h.error ?? ''}` };
    hugoRuns.push(h);
    // A Hugo site's search: Pagefind over its output, the pages' <main> only (docsgen indexes the
    // page's content, not its sidebar). Timed apart, so Hugo's own figures stay what they were.
    if (pagefind) {
      const p = timed(pagefind, ['--site', 'public', '--root-selector', 'main', '--quiet'], { cwd: site });
      searchRuns.push(p.code === 0 ? p : undefined);
    }
  }
  const d = { wallMs: median(docsgen.map((r) => r.wallMs)), cpuMs: median(docsgen.map((r) => r.cpuMs)) };
  const h = { wallMs: median(hugoRuns.map((r) => r.wallMs)), cpuMs: median(hugoRuns.map((r) => r.cpuMs)) };
  const pair = {
    hugoVersion: hugo.version,
    rounds,
    docsgen: d,
    hugo: { ...h, peakRssMb: median(hugoRuns.map((r) => r.peakRssMb)) },
    wallRatio: d.wallMs / h.wallMs,
    cpuRatio: d.cpuMs / h.cpuMs,
  };
  if (!pagefind) return { ...pair, withSearch: { skipped: 'no Pagefind binary for this platform' } };
  if (searchRuns.some((r) => r === undefined))
    return { ...pair, withSearch: { skipped: "Pagefind failed on Hugo's output" } };
  // Each round's Hugo build and its index together, then the median of those sums.
  const both = hugoRuns.map((r, i) => ({
    wallMs: r.wallMs + searchRuns[i].wallMs,
    cpuMs: r.cpuMs + searchRuns[i].cpuMs,
  }));
  const w = { wallMs: median(both.map((r) => r.wallMs)), cpuMs: median(both.map((r) => r.cpuMs)) };
  return { ...pair, withSearch: { ...w, wallRatio: d.wallMs / w.wallMs, cpuRatio: d.cpuMs / w.cpuMs } };
}
