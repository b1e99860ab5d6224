import path from 'node:path';
import { type CodeTheme, type CustomLanguage, DEFAULT_CODE_THEME, isCodeThemeName } from '@docsgen/components';
import { locationOf } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';

/** docs.json `styling.codeblocks`, as the schema lets it through. */
type CodeblocksSetting =
  | string
  | { theme?: string | { light: string; dark: string }; languages?: { custom?: string[] } }
  | undefined;

/** A grammar file larger than this is refused (TextMate grammars are tens of kilobytes). */
const MAX_GRAMMAR_BYTES = 4 * 1024 * 1024;

/** The code theme docs.json asks for, and the problems found in it. */
export interface CodeThemeSetting {
  /** Undefined for the default (`system`, or no setting). */
  theme?: CodeTheme;
  /** Unknown theme names, grammar files that cannot be used (located at their docs.json value). */
  diagnostics: Diagnostic[];
}

const THEMES_HINT = 'Use a Shiki theme name (https://shiki.style/themes), e.g. `github-dark`, `dracula`, `nord`.';

/** What the read gate answered for a grammar file: its bytes, or why it was refused. */
export type GrammarRead = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * Reads a docs-root-relative file of at most `maxBytes` through the read gate: the engine's
 * (`readInside`, packages/build open-run.ts); the site model reads no file itself.
 */
export type ReadGrammarFile = (file: string, maxBytes: number) => Promise<GrammarRead>;

/**
 * Reads docs.json `styling.codeblocks`: `"system"` (the default: light blocks in light mode, dark in
 * dark), `"dark"` (dark blocks in both), a Shiki theme name, `{ theme: name }`, `{ theme: { light,
 * dark } }`, and `{ languages: { custom: [grammar files] } }`. An unknown theme name or an unusable
 * grammar file (missing, outside the repository, not JSON, no `name`/`scopeName`) is a warning at
 * its value and the default is used in its place.
 */
export async function resolveCodeTheme(
  site: Pick<Site, 'config' | 'sourceMap' | 'files'>,
  readFile: ReadGrammarFile,
): Promise<CodeThemeSetting> {
  const diagnostics: Diagnostic[] = [];
  const setting = (site.config.styling as { codeblocks?: CodeblocksSetting } | undefined)?.codeblocks;
  const themeName = (name: unknown, at: string, fallback: string): string => {
    if (typeof name === 'string' && isCodeThemeName(name)) return name;
    diagnostics.push(
      warning(
        'build/code-theme',
        `Code block theme \`${String(name)}\` is not a Shiki theme; ${fallback ? `\`${fallback}\` is used` : 'code blocks keep their default colours'}.`,
        {
          ...locationOf(site.sourceMap, at),
          hint: THEMES_HINT,
        },
      ),
    );
    return fallback;
  };
  let theme: CodeTheme | undefined;
  if (setting === 'dark') theme = { light: DEFAULT_CODE_THEME.dark, dark: DEFAULT_CODE_THEME.dark };
  else if (typeof setting === 'string' && setting !== 'system') {
    // Mintlify's settings page documents a bare theme name too.
    theme = oneTheme(themeName(setting, 'styling.codeblocks', ''));
  } else if (typeof setting === 'object' && setting !== null) {
    const t = setting.theme;
    if (typeof t === 'string') theme = oneTheme(themeName(t, 'styling.codeblocks.theme', ''));
    else if (t) {
      theme = {
        light: themeName(t.light, 'styling.codeblocks.theme.light', DEFAULT_CODE_THEME.light),
        dark: themeName(t.dark, 'styling.codeblocks.theme.dark', DEFAULT_CODE_THEME.dark),
      };
    }
    const languages = await customLanguages(site, readFile, setting.languages?.custom ?? [], diagnostics);
    if (languages.length > 0) theme = { ...(theme ?? DEFAULT_CODE_THEME), languages };
  }
  return { theme, diagnostics };
}

/** One theme for both modes; none for '' (an unknown name: the default colours). */
function oneTheme(name: string): CodeTheme | undefined {
  return name ? { light: name, dark: name } : undefined;
}

async function customLanguages(
  site: Pick<Site, 'sourceMap' | 'files'>,
  readFile: ReadGrammarFile,
  paths: string[],
  diagnostics: Diagnostic[],
): Promise<CustomLanguage[]> {
  const files = new Set(site.files ?? []);
  const out: CustomLanguage[] = [];
  for (const [i, raw] of paths.entries()) {
    const at = `styling.codeblocks.languages.custom[${i}]`;
    const refuse = (why: string, hint: string) =>
      diagnostics.push(
        warning('build/code-language', `Custom language \`${raw}\` ${why}; its code blocks are shown as plain text.`, {
          ...locationOf(site.sourceMap, at),
          hint,
        }),
      );
    // Root-relative as on Mintlify (`/languages/x.json` is the docs root's `languages/x.json`).
    const file = path.posix.normalize(raw.replace(/\\/g, '/').replace(/^\/+/, ''));
    if (file.startsWith('../') || file === '..' || path.posix.isAbsolute(file)) {
      refuse('is outside the repository', 'Keep grammar files in the docs root and give their path from it.');
      continue;
    }
    if (!files.has(file)) {
      refuse('is not a file of the repository', 'Give the path of a TextMate grammar JSON file from the docs root.');
      continue;
    }
    if (out.some((l) => l.file === file)) continue; // listed twice (`/x.json` and `x.json`)
    const grammar = await readGrammar(readFile, file);
    if (typeof grammar === 'string') {
      refuse(grammar, 'A TextMate grammar is a JSON object with `name`, `scopeName` and `patterns`.');
      continue;
    }
    out.push({ file, grammar });
  }
  return out;
}

/** The grammar in `file` (root-relative), or why it cannot be used. */
async function readGrammar(readFile: ReadGrammarFile, file: string): Promise<CustomLanguage['grammar'] | string> {
  let text: string;
  try {
    const read = await readFile(file, MAX_GRAMMAR_BYTES);
    if (!read.ok && read.reason === 'outside') return 'is outside the repository (a link leads out of it)';
    if (!read.ok && read.reason === 'too-large') return `is larger than ${MAX_GRAMMAR_BYTES / 1024 / 1024} MB`;
    if (!read.ok) return 'cannot be read';
    text = read.bytes.toString('utf8');
  } catch {
    return 'cannot be read';
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `is not valid JSON (${(e as Error).message})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is not a JSON object';
  const g = value as Record<string, unknown>;
  if (typeof g.name !== 'string' || g.name.trim() === '') return 'has no `name` (the language id fences use)';
  if (typeof g.scopeName !== 'string' || g.scopeName.trim() === '') return 'has no `scopeName`';
  if (g.aliases !== undefined && !(Array.isArray(g.aliases) && g.aliases.every((a) => typeof a === 'string')))
    return 'has `aliases` that are not a list of strings';
  return g as CustomLanguage['grammar'];
}
