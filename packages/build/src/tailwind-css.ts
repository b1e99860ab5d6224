// Tailwind CSS v3 (what Mintlify pages are written for) run at build time, offline, over exactly the
// class names the site's pages and snippets write. The only module that imports tailwindcss and
// postcss; both load only for a site that uses classes.
import { utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { readCacheEntry, writeCacheEntry } from '@docsgen/diagnostics/cache-entry';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import { applyClassTokens, type ClassSource, extractClassNames, scriptClassTokens } from '@docsgen/site';
import { FILES_OPEN_AT_ONCE, mapLimit } from './map-limit.ts';
import { minifyCss } from './minify-css.ts';
import { pageLinkAllowed } from './read-page-source.ts';

/** The element every page's content sits in: Tailwind rules apply below it only. */
export const TAILWIND_SCOPE = '[data-dg-content]';

/**
 * Where the utilities of the site's own scripts apply: anywhere in the page, since a script may add
 * its element beside the content (a version warning above the title), as Mintlify's global Tailwind allows.
 */
export const SCRIPT_SCOPE = 'body';

/** Bumped when the configuration below changes, so cached stylesheets are made again. */
const CONFIG_VERSION = '3';

/** Files larger than this are not scanned for classes (the page compiler reports them). */
const MAX_SCAN_BYTES = 10 * 1024 * 1024;

// docs.json `colors` as Mintlify's Tailwind theme names them, through the theme's variables; an
// opacity modifier (`bg-primary/10`) mixes the colour with transparency.
const color =
  (variable: string) =>
  ({ opacityValue }: { opacityValue?: string }) =>
    // Unset, or Tailwind's own opacity variable (`text-primary`): the colour itself.
    opacityValue === undefined || opacityValue === '1' || opacityValue.startsWith('var(')
      ? `var(${variable})`
      : `color-mix(in srgb, var(${variable}) calc(${opacityValue} * 100%), transparent)`;

function tailwindConfig(classes: string[], scope: string): Record<string, unknown> {
  return {
    content: [{ raw: classes.join(' '), extension: 'html' }],
    // No reset: the theme styles its own parts; utilities only add to what the author marked.
    corePlugins: { preflight: false },
    // Every rule under the content element, so no class can restyle the top bar, sidebar or footer,
    // and utilities win over the prose styles as they do on Mintlify.
    important: scope,
    // Mintlify's dark mode is a class on the root; docsgen's is `data-theme` on <html>.
    darkMode: ['variant', ':root[data-theme="dark"] &'],
    theme: {
      extend: {
        colors: {
          primary: color('--dg-primary'),
          'primary-light': color('--dg-primary-light'),
          'primary-dark': color('--dg-primary-dark'),
          'background-light': color('--dg-bg'),
          'background-dark': color('--dg-bg'),
        },
      },
    },
  };
}

/** The files whose classes count: pages and Markdown snippets, JSX/TSX components, scripts in `snippets/`. */
export function classSourceFiles(files: readonly string[]): string[] {
  return files.filter((f) => /\.(mdx|md|jsx|tsx)$/i.test(f) || /^snippets\/.*\.js$/i.test(f));
}

/** The site's own scripts and stylesheets, which every page loads: `.js` outside `snippets/`, and `.css`. */
export function scriptSourceFiles(files: readonly string[]): string[] {
  return files.filter((f) => (/\.js$/i.test(f) && !/^snippets\//i.test(f)) || /\.css$/i.test(f));
}

/** The class names of the site's scripts (every word Tailwind could read as one) and of its stylesheets' `@apply`, sorted. */
export async function siteScriptClasses(root: string, files: readonly string[]): Promise<string[]> {
  const all = new Set<string>();
  for (const file of [...files].sort()) {
    // Through the one read gate, as the page scan below.
    const bytes = await readRepositoryFile(root, file, { maxBytes: MAX_SCAN_BYTES });
    if (!bytes) continue;
    const text = bytes.toString('utf8');
    for (const name of /\.css$/i.test(file) ? applyClassTokens(text) : scriptClassTokens(text)) all.add(name);
  }
  return [...all].sort();
}

/** Every class the files write, with where each first appears (files in sorted order). */
export async function siteClassNames(root: string, files: readonly string[]): Promise<Map<string, ClassSource>> {
  const all = new Map<string, ClassSource>();
  const allow = pageLinkAllowed(root);
  // A few files open at once, whatever the site's size (all of them at once was 423 open files at
  // 400 pages, and EMFILE under a low `ulimit -n`); each file's text is dropped once scanned.
  const found = await mapLimit([...files].sort(), FILES_OPEN_AT_ONCE, async (file) => {
    const bytes = await readRepositoryFile(root, file, { maxBytes: MAX_SCAN_BYTES, allow });
    return bytes ? extractClassNames(bytes.toString('utf8'), file) : undefined;
  });
  for (const names of found) {
    if (!names) continue;
    for (const [name, at] of names) if (!all.has(name)) all.set(name, at);
  }
  return all;
}

// CSSOM `CSS.escape`, the escaping Tailwind gives a class in its selector.
function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    const code = value.charCodeAt(i);
    if (
      (code >= 1 && code <= 0x1f) ||
      code === 0x7f ||
      (/[0-9]/.test(ch) && (i === 0 || (i === 1 && value[0] === '-')))
    )
      out += `\\${code.toString(16)} `;
    else if (/[A-Za-z0-9_-]/.test(ch) || code >= 0x80) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

/**
 * The one part of Tailwind's reset its border utilities need (`border` sets only a width): a solid
 * style and the default colour, on elements whose classes name a border utility only, with zero
 * specificity under the scope, so the utilities win and docsgen's own parts are left alone.
 */
const borderBase = (scope: string) =>
  `${scope} :where([class^="border"],[class*=" border"],[class*=":border"],[class^="divide"],[class*=" divide"],[class*=":divide"]){border-width:0;border-style:solid;border-color:#e5e7eb}`;

const memo = new Map<string, string>();

/**
 * Runs Tailwind with `console.warn` silenced: its logger prints notes about a configuration the user
 * never wrote ("No utility classes were detected…", links to its docs) straight to the console.
 * docsgen reports the classes Tailwind makes nothing for itself, as located warnings.
 */
async function withoutConsoleWarn<T>(run: () => PromiseLike<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return await run();
  } finally {
    console.warn = warn;
  }
}

async function runTailwind(classes: string[], scope: string): Promise<string> {
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import('postcss'), import('tailwindcss')]);
  const scoping = {
    postcssPlugin: 'docsgen-scope',
    // Rules Tailwind does not put under `important` (the `--tw-…` defaults on `*`, `.container`)
    // go under the scope too, so no rule reaches the theme's own parts.
    Rule(rule: { parent?: { type: string; name?: string }; selectors: string[] }) {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name ?? '')) return;
      if (rule.selectors.every((s) => s.startsWith(scope))) return;
      rule.selectors = rule.selectors.flatMap((s) => {
        if (s.startsWith(scope)) return [s];
        if (s === '*') return [scope, `${scope} *`];
        if (s.startsWith('::')) return [`${scope}${s}`, `${scope} *${s}`];
        return [`${scope} ${s}`];
      });
    },
  };
  const result = await withoutConsoleWarn(() =>
    postcss([tailwind(tailwindConfig(classes, scope) as never), scoping]).process(
      `${borderBase(scope)}@tailwind base;@tailwind components;@tailwind utilities;`,
      { from: undefined },
    ),
  );
  return minifyCss(result.css);
}

/**
 * The stylesheet for `classes` (sorted, unique): from the cache folder, else from this process's
 * memory (dev's rebuilds), else made by Tailwind; kept in both. An unchanged set of classes costs a file read, not a Tailwind run.
 */
export async function tailwindCss(
  classes: string[],
  cacheDir?: string,
  scope: string = TAILWIND_SCOPE,
): Promise<{ css: string; made: boolean }> {
  const version = (createRequire(import.meta.url)('tailwindcss/package.json') as { version: string }).version;
  const key = contentHash(version, CONFIG_VERSION, scope, classes.join(' '));
  const file = cacheDir && join(cacheDir, 'tailwind', `${key}.css`);
  // The one entry check: a truncated or emptied stylesheet is a miss, made again (cache-entry.ts).
  let css = file ? readCacheEntry(file)?.toString('utf8') : undefined;
  let made = false;
  if (css !== undefined) {
    // Kept by the cache sweep, which removes what no build wrote for a day.
    const now = new Date();
    await utimes(file!, now, now).catch(() => undefined);
  } else {
    css = memo.get(key);
    if (css === undefined) {
      css = await runTailwind(classes, scope);
      made = true;
    }
    if (file) writeCacheEntry(file, css);
  }
  if (memo.size >= 4) memo.delete(memo.keys().next().value!);
  memo.set(key, css);
  return { css, made };
}

/**
 * The utilities of the site's own scripts and `@apply` rules, anywhere in the page ({@link SCRIPT_SCOPE}),
 * or `''` when none of their words is one (an analytics snippet).
 */
async function scriptTailwind(root: string, files: readonly string[], cacheDir?: string): Promise<string> {
  const names = await siteScriptClasses(root, scriptSourceFiles(files));
  if (names.length === 0) return '';
  const { css } = await tailwindCss(names, cacheDir, SCRIPT_SCOPE);
  return names.some((name) => css.includes(`.${cssEscape(name)}`)) ? css : '';
}

/**
 * The site's Tailwind stylesheet, or none when neither its pages nor its scripts write a utility
 * class. A page's class that looks like a Tailwind utility (a variant prefix or an arbitrary value)
 * but yields no rule is a warning at the file and line that wrote it first; the page is built
 * without that style.
 */
export async function siteTailwind(
  root: string,
  files: readonly string[],
  cacheDir?: string,
): Promise<{ css?: string; diagnostics: Diagnostic[] }> {
  const scripts = await scriptTailwind(root, files, cacheDir);
  const found = await siteClassNames(root, classSourceFiles(files));
  if (found.size === 0) return scripts ? { css: scripts, diagnostics: [] } : { diagnostics: [] };
  const classes = [...found.keys()].sort();
  const { css: pages } = await tailwindCss(classes, cacheDir);
  const css = pages + scripts;
  const diagnostics: Diagnostic[] = [];
  for (const name of classes) {
    // Typography classes (`prose`, `dark:prose-invert`, `not-prose`) need no rule: the content is prose already.
    if (!/[:[]/.test(name) || /(^|:)(not-)?prose\b/.test(name) || pages.includes(`.${cssEscape(name)}`)) continue;
    diagnostics.push(
      warning('build/tailwind-class', `Tailwind makes no style for the class \`${name}\`; it is left without one.`, {
        ...found.get(name)!,
        hint: 'Check the variant, utility and any [arbitrary value] against Tailwind CSS v3.',
      }),
    );
  }
  return { css, diagnostics };
}
