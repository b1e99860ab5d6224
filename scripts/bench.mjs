// docsgen's benchmark: `npm run bench [-- --sizes 100,1000,10000] [-- --no-dev]`.
// For each corpus size it prints cold build wall time and pages/s, CPU time, peak RSS, a no-change
// rebuild, a one-page-edit rebuild, output size and the gzipped HTML+CSS+JS of a typical page; at
// sizes up to 1,000 it also measures the floor (bare @mdx-js/mdx compile, one thread) in the same
// run and prints the cold build as a multiple of it, what parsing alone costs beside it with
// micromark and with satteri, docsgen's parse step (scripts/bench/parse-floor.mjs), MDX turned into HTML
// through compiled JavaScript and from the syntax tree (scripts/bench/render-paths.mjs), and the
// page worker's CPU per page (scripts/bench/compile-cost.mjs), highlighting alone
// (scripts/bench/highlight-cost.mjs) and, from these, what the libraries alone cost (libraryFloor);
// at 1,000 pages it measures `docsgen dev`. Up to 1,000 pages Hugo builds the same corpus beside
// docsgen (scripts/bench/hugo.mjs), with and without Pagefind's index of its output.
// The cold build's CPU is split by thread (scripts/bench/threads.mjs), with Pagefind's service
// process beside it.
// Peak RSS is the whole process's peak resident set as `/usr/bin/time -f %M` reports it (the build
// runs under it: the largest of the process, its worker threads, and the processes it waits for,
// such as Pagefind's); without /usr/bin/time (apt-get install time) it is Node's own maxRSS.
// Timings are noisy on a shared 2-core machine: read the ratios, which come from one run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { generateCorpus } from './bench/gen-fallback-corpus.mjs';
import { hugoPair } from './bench/hugo.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,10000' },
    'no-dev': { type: 'boolean', default: false },
    // Hugo beside docsgen, alternately, at each size up to this one (0: never).
    'hugo-up-to': { type: 'string', default: '1000' },
    'hugo-rounds': { type: 'string', default: '3' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const work = path.join(repo, '.bench');
// DOCSGEN_SHARED points at ../shared from elsewhere (a git worktree has none beside it).
const shared = path.resolve(repo, process.env.DOCSGEN_SHARED ?? '../shared');
const sharedGen = path.join(shared, 'bench/gen-corpus.mjs');
// What the benchmark replaces is moved here and deleted only after the last measurement. On ext4
// without a journal (this machine's root file system) creating a file or folder steps over every inode
// freed in the last one to six minutes (the kernel's `recently_deleted`), so deleting the last
// run's output just before a build charges the deletion to that build: about 1 s of the build's
// thread at 1,000 pages, and more to the tool that writes more files.
const trash = path.join(work, '.trash');
let trashed = 0;
const discard = (p) => {
  if (!fs.existsSync(p)) return;
  fs.mkdirSync(trash, { recursive: true });
  fs.renameSync(p, path.join(trash, `${process.pid}-${trashed++}-${path.basename(p)}`));
};
const results = [];
const TIME = '/usr/bin/time';
const haveTime = fs.existsSync(TIME);
let cacheHome;
const benchEnv = () => ({ ...process.env, XDG_CACHE_HOME: cacheHome });
const s = (ms) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const kb = (b) => (b === undefined ? 'n/a' : `${(b / 1024).toFixed(1)} KB`);

for (const n of sizes) {
  const dir = path.join(work, `corpus-${n}`);
  const out = path.join(work, `out-${n}`);
  // A cache of its own, emptied first: the corpus is the same bytes every run, so the user's
  // cache would otherwise turn the "cold" build into a cached one.
  cacheHome = path.join(work, `cache-${n}`);
  discard(dir);
  discard(out);
  discard(cacheHome);
  fs.mkdirSync(work, { recursive: true });
  let corpus;
  if (fs.existsSync(sharedGen)) {
    spawnSync(process.execPath, [sharedGen, String(n), dir], { stdio: 'ignore' });
    corpus = 'shared gen-corpus.mjs';
  } else {
    generateCorpus(n, dir);
    corpus = 'built-in generator (../shared absent)';
  }
  const r = { pages: n, corpus };
  if (n <= 1000) {
    r.floor = measure('mdx-floor.mjs', dir);
    r.parse = measure('parse-floor.mjs', dir);
    r.parseSatteri = measure('parse-floor.mjs', dir, 'satteri');
    r.paths = measure('render-paths.mjs', dir);
    r.compile = measure('compile-cost.mjs', dir);
    r.highlight = measure('highlight-cost.mjs', dir);
  }
  r.cold = build(dir, out);
  if (n <= Number(values['hugo-up-to'])) r.hugo = hugoBeside(n, dir);
  r.noChange = build(dir, out);
  const edited = firstPage(dir);
  fs.appendFileSync(edited, '\n\nEdited for the benchmark.\n');
  r.onePage = build(dir, out);
  r.output = du(out);
  r.typical = pageWeight(out);
  if (n === 1000 && !values['no-dev']) r.dev = devBench(dir);
  results.push(r);
  print(r);
}
summary(results);
fs.rmSync(trash, { recursive: true, force: true });

// Cold docsgen builds (each with an empty cache and output of its own) alternating with Hugo's.
function hugoBeside(n, dir) {
  const keep = cacheHome;
  try {
    return hugoPair({
      corpus: dir,
      work: path.join(work, `hugo-${n}`),
      shared,
      rounds: Number(values['hugo-rounds']),
      discard,
      docsgenCold: (i) => {
        const out = path.join(work, `hugo-${n}`, `docsgen-out-${i}`);
        cacheHome = path.join(work, `hugo-${n}`, `docsgen-cache-${i}`);
        discard(out);
        discard(cacheHome);
        const b = build(dir, out);
        discard(out);
        return { wallMs: b.processWallMs, cpuMs: b.treeCpuMs ?? b.cpuMs };
      },
    });
  } finally {
    cacheHome = keep;
  }
}

function build(dir, out) {
  const args = ['scripts/bench/run-build.mjs', dir, out];
  const t0 = performance.now();
  const p = haveTime
    ? spawnSync(TIME, ['-f', 'BENCHTIME %M %U %S', process.execPath, ...args], {
        cwd: repo,
        encoding: 'utf8',
        env: benchEnv(),
      })
    : spawnSync(process.execPath, args, { cwd: repo, encoding: 'utf8', env: benchEnv() });
  const wall = performance.now() - t0;
  const lines = (p.stderr ?? '').split('\n');
  const line = lines.find((l) => l.startsWith('BENCH '));
  const stats = line ? JSON.parse(line.slice(6)) : { code: p.status ?? -1 };
  if (stats.code !== 0)
    process.stderr.write(`build of ${dir} exited ${stats.code}:\n${(p.stderr ?? '').slice(-3000)}\n`);
  // /usr/bin/time's %M is in KB; Node's own figure stays as nodeMaxRssMb.
  const [timed, user, sys] = (lines.find((l) => l.startsWith('BENCHTIME '))?.slice(10) ?? '').split(' ').map(Number);
  const peakRssMb = timed > 0 ? timed / 1024 : stats.maxRssMb;
  // CPU of the process and the children it waited for (Pagefind's service), as Hugo's is counted.
  const treeCpuMs = user >= 0 && sys >= 0 ? (user + sys) * 1000 : undefined;
  return {
    ...stats,
    nodeMaxRssMb: stats.maxRssMb,
    peakRssMb,
    peakRssBy: timed > 0 ? 'time' : 'node',
    treeCpuMs,
    processWallMs: wall,
  };
}

function firstPage(dir) {
  const files = [];
  (function walk(d) {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.mdx') && name !== 'index.mdx') files.push(p);
    }
  })(dir);
  return files[Math.floor(files.length / 2)];
}

function du(dir) {
  let bytes = 0;
  let files = 0;
  (function walk(d) {
    if (!fs.existsSync(d)) return;
    for (const name of fs.readdirSync(d)) {
      const p = path.join(d, name);
      const s = fs.statSync(p);
      if (s.isDirectory()) walk(p);
      else {
        bytes += s.size;
        files++;
      }
    }
  })(dir);
  return { bytes, files };
}

// A typical page: the middle HTML page under the first tab's folders; what a reader downloads for it
// is its HTML plus every local stylesheet and script it references (gzipped, as a server sends them).
function pageWeight(out) {
  const pages = [];
  (function walk(d) {
    if (!fs.existsSync(d)) return;
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html' && p.includes(`${path.sep}guides${path.sep}`)) pages.push(p);
    }
  })(out);
  const page = pages[Math.floor(pages.length / 2)];
  if (!page) return undefined;
  const html = fs.readFileSync(page);
  let gz = zlib.gzipSync(html).length;
  const refs = new Set();
  for (const m of html.toString().matchAll(/<(?:link[^>]+rel="stylesheet"[^>]*href|script[^>]+src)="([^"]+)"/g))
    refs.add(m[1]);
  for (const ref of refs) {
    if (/^https?:/.test(ref)) continue;
    const file = ref.startsWith('/') ? path.join(out, ref) : path.resolve(path.dirname(page), ref);
    if (fs.existsSync(file)) gz += zlib.gzipSync(fs.readFileSync(file)).length;
  }
  // The section's sidebar fragment is fetched too (once per section, then cached): counted.
  const fragment = /data-fragment="([^"]+)"/.exec(html.toString())?.[1];
  const fragmentFile = fragment && path.join(out, fragment);
  const fragmentGzipBytes =
    fragmentFile && fs.existsSync(fragmentFile) ? zlib.gzipSync(fs.readFileSync(fragmentFile)).length : 0;
  gz += fragmentGzipBytes;
  return {
    page: path.relative(out, page),
    htmlRawBytes: html.length,
    totalGzipBytes: gz,
    assets: refs.size + (fragmentGzipBytes ? 1 : 0),
    fragmentGzipBytes,
  };
}

function devBench(dir) {
  const p = spawnSync(process.execPath, ['--expose-gc', 'scripts/bench/dev-bench.mjs', dir], {
    cwd: repo,
    encoding: 'utf8',
    env: benchEnv(),
    timeout: 600_000,
  });
  const line = (p.stdout ?? '').split('\n').find((l) => l.startsWith('DEV '));
  if (!line) return { error: (p.stderr || p.stdout || '').slice(-1500) };
  return JSON.parse(line.slice(4));
}

// Runs scripts/bench/<script> with `args`; the last line of its output, as JSON. A script that
// failed is said on stderr (with its own error), so a figure missing from the table is never a
// silent drop.
function measure(script, ...args) {
  const run = spawnSync(process.execPath, [path.join('scripts/bench', script), ...args], { cwd: repo });
  try {
    return JSON.parse(String(run.stdout).trim().split('\n').pop());
  } catch {
    process.stderr.write(`bench: ${script} failed (exit ${run.status}):\n${String(run.stderr).trim()}\n`);
    return undefined;
  }
}

function print(r) {
  const lines = [`\n== ${r.pages} pages (${r.corpus}) ==`];
  if (r.floor) lines.push(`floor (mdx compile, 1 thread): ${s(r.floor.wallMs)} wall, ${s(r.floor.cpuMs)} CPU`);
  if (r.floor && r.parse)
    lines.push(
      `parse alone, micromark:         ${s(r.parse.wallMs)} wall = ${(r.parse.wallMs / r.floor.wallMs).toFixed(2)} x floor (MDX + GFM + math + frontmatter, no compile, 1 thread)`,
    );
  if (r.floor && r.parseSatteri)
    lines.push(
      `parse alone, satteri:           ${s(r.parseSatteri.wallMs)} wall = ${(r.parseSatteri.wallMs / r.floor.wallMs).toFixed(3)} x floor (docsgen's parse step: ESTree and math data attached; ${r.parse ? (r.parse.wallMs / r.parseSatteri.wallMs).toFixed(1) : 'n/a'} x faster than micromark)`,
    );
  if (r.paths)
    lines.push(
      `MDX to HTML, 1 thread:          compiled to JS and run ${s(r.paths.compileMs)} CPU, rendered from the syntax tree ${s(r.paths.treeMs)} CPU (${(r.paths.treeMs / r.paths.compileMs).toFixed(2)} x; HTML differs on ${r.paths.differing} of ${r.paths.pages} pages, ${r.paths.failed} failed)`,
    );
  if (r.compile)
    lines.push(`page worker, 1 thread:          ${(r.compile.cpuMs / r.compile.pages).toFixed(1)} ms CPU a page`);
  if (r.highlight)
    lines.push(
      `highlight alone, 1 thread:      ${s(r.highlight.cpuMs)} CPU (Shiki, both themes: ${r.highlight.distinct} distinct of ${r.highlight.blocks} code blocks, warm)`,
    );
  const c = r.cold;
  lines.push(
    `cold build:        ${s(c.processWallMs)} wall (${(r.pages / (c.processWallMs / 1000)).toFixed(0)} pages/s), ${s(c.cpuMs)} CPU, peak RSS ${c.peakRssMb?.toFixed(0)} MB (${c.peakRssBy === 'time' ? `/usr/bin/time %M; Node's own ${c.nodeMaxRssMb?.toFixed(0)} MB` : 'Node maxRSS: /usr/bin/time absent'}), exit ${c.code}`,
  );
  if (c.cpuBy)
    lines.push(
      `  CPU by thread:   build's thread ${s(c.cpuBy.mainMs)}, page workers ${s(c.cpuBy.workersMs)}, helper threads (V8 GC and compile, libuv file system) ${s(c.cpuBy.helperThreadsMs)}; child processes (Pagefind) ${s(c.cpuBy.childrenMs)} more, not in the CPU above`,
    );
  if (r.floor) lines.push(`cold / floor:      ${(c.processWallMs / r.floor.wallMs).toFixed(2)} x`);
  if (r.hugo?.skipped) lines.push(`Hugo:              skipped: ${r.hugo.skipped}`);
  else if (r.hugo)
    lines.push(
      `Hugo ${r.hugo.hugoVersion}:   ${s(r.hugo.hugo.wallMs)} wall, ${s(r.hugo.hugo.cpuMs)} CPU, peak RSS ${r.hugo.hugo.peakRssMb.toFixed(0)} MB; docsgen cold beside it ${s(r.hugo.docsgen.wallMs)} wall, ${s(r.hugo.docsgen.cpuMs)} CPU (medians of ${r.hugo.rounds} alternating runs, CPU with child processes)`,
      `docsgen / Hugo:    ${r.hugo.wallRatio.toFixed(2)} x wall, ${r.hugo.cpuRatio.toFixed(2)} x CPU (targets <= 1.5 x wall, <= 2 x CPU at 1,000 pages)`,
      r.hugo.withSearch?.skipped
        ? `Hugo + Pagefind:   skipped: ${r.hugo.withSearch.skipped}`
        : `Hugo + Pagefind:   ${s(r.hugo.withSearch.wallMs)} wall, ${s(r.hugo.withSearch.cpuMs)} CPU (its search index, <main> only, after each build); docsgen / both ${r.hugo.withSearch.wallRatio.toFixed(2)} x wall, ${r.hugo.withSearch.cpuRatio.toFixed(2)} x CPU`,
    );
  const floor = libraryFloor(r);
  if (floor)
    lines.push(
      `libraries alone:   ${s(floor.cpuMs)} CPU (Shiki ${s(floor.highlightMs)}, Pagefind ${s(floor.pagefindMs)}, satteri parse ${s(floor.parseMs)}, MDX tree to HTML ${s(floor.renderMs)}); over ${floor.cores} cores at least ${s(floor.wallMs)} wall${r.hugo && !r.hugo.skipped ? ` = ${(floor.wallMs / r.hugo.hugo.wallMs).toFixed(2)} x Hugo's wall, ${(floor.cpuMs / r.hugo.hugo.cpuMs).toFixed(2)} x its CPU` : ''}`,
    );
  lines.push(
    `no-change rebuild: ${s(r.noChange.processWallMs)} wall (in-process ${s(r.noChange.wallMs)}; 'up to date': inputs fingerprinted, nothing written)`,
  );
  lines.push(`one-page edit:     ${s(r.onePage.processWallMs)} wall (in-process ${s(r.onePage.wallMs)})`);
  lines.push(`output:            ${(r.output.bytes / 1048576).toFixed(1)} MB in ${r.output.files} files`);
  if (r.typical)
    lines.push(
      `typical page:      ${kb(r.typical.totalGzipBytes)} gzipped HTML+CSS+JS (${r.typical.assets} assets, sidebar fragment ${kb(r.typical.fragmentGzipBytes)}), HTML ${kb(r.typical.htmlRawBytes)} raw (${r.typical.page})`,
    );
  if (r.dev) lines.push(`dev:               ${JSON.stringify(r.dev)}`);
  console.log(lines.join('\n'));
}

// What the libraries a build cannot do without cost it on their own, measured in this run: Shiki
// highlighting the corpus's distinct blocks (highlight-cost.mjs), Pagefind's service indexing the
// cold build's pages (its CPU, beside the build's), satteri's parse (parse-floor.mjs) and the MDX
// tree turned into HTML (render-paths.mjs's tree path after its parse, stub components). Nothing of the
// page's layout, Markdown copy, files, cache or site setup is in it: a lower bound of any cold build
// with today's libraries, spread perfectly over the machine's cores.
function libraryFloor(r) {
  const pagefindMs = r.cold.cpuBy?.childrenMs;
  if (!r.highlight || !r.parseSatteri || r.paths?.fromTreeMs === undefined || pagefindMs === undefined)
    return undefined;
  const renderMs = r.paths.fromTreeMs;
  const cpuMs = r.highlight.cpuMs + pagefindMs + r.parseSatteri.cpuMs + renderMs;
  const cores = os.availableParallelism();
  return {
    highlightMs: r.highlight.cpuMs,
    pagefindMs,
    parseMs: r.parseSatteri.cpuMs,
    renderMs,
    cpuMs,
    cores,
    wallMs: cpuMs / cores,
  };
}

function summary(rs) {
  const byN = new Map(rs.map((r) => [r.pages, r]));
  const k1 = byN.get(1000);
  const k10 = byN.get(10000);
  const lines = ['\n== targets =='];
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  if (k1) {
    if (k1.hugo && !k1.hugo.skipped) {
      lines.push(`${mark(k1.hugo.wallRatio <= 1.5)} 1,000 cold <= 1.5 x Hugo wall: ${k1.hugo.wallRatio.toFixed(2)} x`);
      lines.push(`${mark(k1.hugo.cpuRatio <= 2)} 1,000 cold <= 2 x Hugo CPU: ${k1.hugo.cpuRatio.toFixed(2)} x`);
    } else lines.push(`SKIP 1,000 cold against Hugo: ${k1.hugo?.skipped ?? 'not measured'}`);
    lines.push(`${mark(k1.cold.peakRssMb < 500)} 1,000 peak RSS < 500 MB: ${k1.cold.peakRssMb?.toFixed(0)} MB`);
    lines.push(
      `${mark(k1.noChange.processWallMs < 1000)} 1,000 no-change rebuild < 1 s: ${s(k1.noChange.processWallMs)}`,
    );
    lines.push(`${mark(k1.onePage.processWallMs < 500)} 1,000 one-page edit < 0.5 s: ${s(k1.onePage.processWallMs)}`);
    if (k1.typical)
      lines.push(
        `${mark(k1.typical.totalGzipBytes < 30 * 1024)} typical page < 30 KB gz: ${kb(k1.typical.totalGzipBytes)}`,
      );
    if (k1.dev?.saveToServedMedianMs !== undefined) {
      lines.push(
        `${mark(k1.dev.saveToServedMedianMs < 100)} dev save→served median < 100 ms: ${k1.dev.saveToServedMedianMs.toFixed(0)} ms`,
      );
      lines.push(
        `${mark(k1.dev.configChangeMs < 1000)} dev config change < 1 s: ${k1.dev.configChangeMs.toFixed(0)} ms`,
      );
    }
  }
  if (k1 && k10) {
    const ratio = k10.cold.processWallMs / k1.cold.processWallMs;
    lines.push(`${mark(ratio <= 11)} 10,000 / 1,000 cold time <= 11 x: ${ratio.toFixed(1)} x`);
    lines.push(`${mark(k10.cold.peakRssMb < 1229)} 10,000 peak RSS < 1.2 GB: ${k10.cold.peakRssMb?.toFixed(0)} MB`);
    if (k10.typical)
      lines.push(
        `${mark(k10.typical.htmlRawBytes < 60 * 1024)} 10,000 page HTML < 60 KB raw: ${kb(k10.typical.htmlRawBytes)}`,
      );
  }
  console.log(lines.join('\n'));
}
