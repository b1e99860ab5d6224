// Writes packages/components/src/fa-pro-meaning.ts: for each Font Awesome Pro icon name that
// neither the curated table nor its own words map to a free icon (fa-pro-names.ts), the free icon
// Font Awesome's metadata relates to its words. The metadata is Font Awesome's own
// (@fortawesome/fontawesome-free, metadata/icon-families.json: each free icon's search terms,
// label and aliases; a devDependency, read here only); the table is committed, so the build and
// the shipped code never read it. `--check` exits 1 when the committed table differs (a test runs it).
//
//   node scripts/gen-fa-pro-meaning.mjs [--check]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repo, 'packages/components/src/fa-pro-meaning.ts');
const require = createRequire(path.join(repo, 'packages/components/package.json'));
const readJson = (specifier) => JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));

/** Every Font Awesome name, free and Pro (fontawesome-common-types' `IconName`, as fa-pro-names.ts reads it). */
function allNames() {
  const source = readFileSync(require.resolve('@fortawesome/fontawesome-common-types/index.d.ts'), 'utf8');
  const at = source.indexOf('export type IconName =');
  return [...source.slice(at, source.indexOf(';', at)).matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
}

/** Names (and aliases) of an installed Iconify set. */
function setNames(name) {
  const set = readJson(`@iconify-json/${name}/icons.json`);
  return new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);
}

// Words that frame an icon rather than name it (as fa-pro-names.ts's FRAMES), and words too
// common in search terms to say what an icon means.
const FRAMES = new Set(['circle', 'square', 'rectangle', 'octagon', 'triangle', 'diamond', 'hexagon', 'sharp']);
const STOP = new Set(['a', 'an', 'and', 'of', 'the', 'to', 'with', 'alt']);

const stem = (word) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) ? word.slice(0, -1) : word;
const wordsOf = (text) =>
  String(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !STOP.has(w))
    .map(stem);

/**
 * The free (solid or regular) icons a search can land on: each with the words of its name and
 * aliases, and of its search terms and label.
 */
function candidates(shown) {
  const families = readJson('@fortawesome/fontawesome-free/metadata/icon-families.json');
  const list = [];
  for (const [name, icon] of Object.entries(families)) {
    const styles = icon.familyStylesByLicense?.free ?? [];
    if (!styles.some((s) => s.family === 'classic' && (s.style === 'solid' || s.style === 'regular'))) continue;
    if (!shown.has(name)) continue;
    const named = new Set([name, ...(icon.aliases?.names ?? [])].flatMap(wordsOf));
    const termed = new Set([...(icon.search?.terms ?? []), icon.label ?? ''].flatMap(wordsOf));
    list.push({ name, named, termed });
  }
  return list;
}

/**
 * The candidate Font Awesome's metadata relates most to the words of `name`: each word found in a
 * candidate's name counts 2, in its search terms 1, the name's first word (what a Pro name is a
 * variant of: `hat-chef` is a hat) half again, and a candidate must hold that first word; ties go to
 * the simpler icon (fewer words), then alphabetically. Undefined when none holds it.
 */
export function bestByMeaning(name, list) {
  const all = wordsOf(name);
  const words = all.filter((w) => !FRAMES.has(w));
  if (words.length === 0) return undefined;
  let best;
  for (const c of list) {
    // The first word says what the icon is: a candidate must relate to it (`rabbit-fast` is no `backward-fast`).
    if (!c.named.has(words[0]) && !c.termed.has(words[0])) continue;
    let score = 0;
    words.forEach((w, i) => {
      const weight = i === 0 ? 1.5 : 1;
      if (c.named.has(w)) score += 2 * weight;
      else if (c.termed.has(w)) score += weight;
    });
    if (score === 0) continue;
    const size = c.name.split('-').length;
    if (
      !best ||
      score > best.score ||
      (score === best.score && (size < best.size || (size === best.size && c.name < best.name)))
    )
      best = { name: c.name, score, size };
  }
  return best?.name;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-fa-meaning-'));
  try {
    const bundle = await bundleForNode(
      path.join(repo, 'packages/components/src/fa-pro-names.ts'),
      path.join(dir, 'fa-pro-names.mjs'),
    );
    const { closestByWords } = await import(pathToFileURL(bundle).href);
    const { FA_PRO_FALLBACKS } = await import(
      pathToFileURL(
        await bundleForNode(
          path.join(repo, 'packages/components/src/fa-pro-fallbacks.ts'),
          path.join(dir, 'fa-pro-fallbacks.mjs'),
        ),
      ).href
    );
    const shown = new Set([...setNames('fa7-solid'), ...setNames('fa7-regular')]);
    const free = new Set([...shown, ...setNames('fa7-brands')]);
    const isFree = (n) => free.has(n);
    const list = candidates(shown);
    const table = {};
    for (const name of allNames()) {
      if (free.has(name) || FA_PRO_FALLBACKS[name] !== undefined || closestByWords(name, isFree) !== undefined)
        continue;
      const best = bestByMeaning(name, list);
      if (best !== undefined) table[name] = best;
    }
    const lines = Object.keys(table)
      .sort()
      .map((k) => `  ${/^[a-z][a-z0-9]*$/.test(k) ? k : `'${k}'`}: '${table[k]}',`);
    const text = [
      '// Generated by scripts/gen-fa-pro-meaning.mjs from Font Awesome’s metadata (icon-families.json of',
      '// @fortawesome/fontawesome-free): do not edit. Pro icon names that neither the curated table nor',
      '// their own words map to a free icon, each mapped to the free icon whose name or search terms hold',
      '// their words (fa-pro-names.ts).',
      'export const FA_PRO_BY_MEANING: Readonly<Record<string, string>> = {',
      ...lines,
      '};',
      '',
    ].join('\n');
    if (process.argv.includes('--check')) {
      const same = readFileSync(out, 'utf8') === text;
      if (!same) process.stderr.write(`${path.relative(repo, out)} differs from what the script makes: run it.\n`);
      process.exitCode = same ? 0 : 1;
      return;
    }
    writeFileSync(out, text);
    process.stdout.write(`${path.relative(repo, out)}: ${lines.length} names\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
