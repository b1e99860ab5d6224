// Frontmatter YAML is data, never code: parsed with `yaml` (core schema, alias limit, duplicate
// keys rejected, size cap), then known keys are type-checked; custom keys are kept as parsed.
import { checkContextual } from '@docsgen/components/contextual-check';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { indentQuotedContinuations } from './indent-quoted-continuations.ts';
import { keepLeadingZeroText } from './leading-zero-scalars.ts';
import type { Frontmatter } from './types.ts';

/** Largest frontmatter block parsed, in characters. */
export const MAX_FRONTMATTER_CHARS = 64 * 1024;

const STRING_KEYS = ['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'tag', 'mode', 'openapi', 'api'];
const BOOLEAN_KEYS = ['hidden', 'noindex', 'deprecated', 'searchable', 'hideFooterPagination', 'hideApiMarker'];

/** Where the YAML body starts in the .mdx file: 1-based line of its first line. */
export interface FrontmatterInput {
  /** The YAML text between the `---` fences. */
  yaml: string;
  /** 1-based line in the file of the YAML's first line. */
  firstLine: number;
  /** Docs-root-relative file, for diagnostics. */
  file: string;
}

/** Parses and type-checks frontmatter; never throws. */
export function parseFrontmatter(input: FrontmatterInput): { frontmatter: Frontmatter; diagnostics: Diagnostic[] } {
  const { file, firstLine } = input;
  const diagnostics: Diagnostic[] = [];
  if (input.yaml.length > MAX_FRONTMATTER_CHARS) {
    diagnostics.push(
      error(
        'mdx/frontmatter-too-large',
        `Frontmatter is ${input.yaml.length} characters; the limit is ${MAX_FRONTMATTER_CHARS}.`,
        {
          file,
          line: firstLine,
          column: 1,
          hint: 'Move long data out of the frontmatter into the page body or a snippet.',
        },
      ),
    );
    return { frontmatter: {}, diagnostics };
  }
  const parsed = readYaml(input, diagnostics);
  const data = parsed && mappingOf(parsed, input, diagnostics);
  if (!parsed || !data) return { frontmatter: {}, diagnostics };
  const { doc, at } = parsed;
  const keyPos: KeyPosition = (key) => {
    const pair =
      doc.contents && isMap(doc.contents)
        ? doc.contents.items.find((p) => String((p.key as { value?: unknown })?.value) === key)
        : undefined;
    return at(
      (pair?.value as { range?: number[] } | undefined)?.range?.[0] ?? (pair?.key as { range?: number[] })?.range?.[0],
    );
  };
  const frontmatter: Frontmatter = Object.create(null);
  for (const [key, value] of Object.entries(data)) frontmatter[key] = normalizeValue(value);
  checkStringKeys(frontmatter, keyPos, diagnostics);
  checkBooleanKeys(frontmatter, keyPos, diagnostics);
  checkKeywordsAndBoost(frontmatter, keyPos, diagnostics);
  if (frontmatter.contextual !== undefined) {
    // Checked here, where lines are known; an unusable value falls back to the site's menu.
    const nodeAt = (path: string) => {
      const keys = [
        'contextual',
        ...path
          .split(/[.[\]]+/)
          .filter(Boolean)
          .map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
      ];
      const node = doc.getIn(keys, true) as { range?: number[] } | undefined;
      return { ...(node?.range ? at(node.range[0]) : keyPos('contextual')), jsonPath: `frontmatter.${keys.join('.')}` };
    };
    const checked = checkContextual(frontmatter.contextual, nodeAt, diagnostics);
    if (checked) frontmatter.contextual = { options: checked.options, display: checked.display };
    else delete frontmatter.contextual;
  }
  return { frontmatter: { ...frontmatter }, diagnostics };
}

/** The place (file, line, column) of a YAML offset. */
type YamlPosition = (offset: number | undefined) => { file: string; line: number; column: number };
/** The place of a top-level key's value. */
type KeyPosition = (key: string) => ReturnType<YamlPosition>;

// The YAML document (a quoted value going on over an unindented line repaired as Mintlify reads
// it), with the place of an offset; undefined when it has errors (reported).
function readYaml(
  input: FrontmatterInput,
  diagnostics: Diagnostic[],
): { doc: ReturnType<typeof parseDocument>; at: YamlPosition } | undefined {
  const { file, firstLine } = input;
  let lineCounter = new LineCounter();
  const parse = (yaml: string) =>
    parseDocument(yaml, { schema: 'core', uniqueKeys: true, prettyErrors: false, lineCounter });
  let doc = parse(input.yaml);
  if (doc.errors.length > 0) {
    // A quoted value going on over an unindented line: read as Mintlify's build (js-yaml) reads it.
    const repaired = indentQuotedContinuations(input.yaml);
    const before = lineCounter;
    lineCounter = new LineCounter();
    const again = repaired.lines.length > 0 ? parse(repaired.yaml) : undefined;
    if (again && again.errors.length === 0) {
      doc = again;
      for (const i of repaired.lines) diagnostics.push(continuationWarning(file, firstLine + i));
    } else lineCounter = before;
  }
  const at: YamlPosition = (offset) => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { file, line: firstLine + pos.line - 1, column: pos.col };
  };
  for (const e of doc.errors) {
    const duplicate = e.code === 'DUPLICATE_KEY';
    diagnostics.push(
      error(
        duplicate ? 'mdx/frontmatter-duplicate-key' : 'mdx/frontmatter-yaml',
        `Frontmatter: ${firstSentence(e.message)}`,
        {
          ...at(e.pos[0]),
          hint: duplicate
            ? 'Each key may appear once; remove or rename the repeated key.'
            : 'Frontmatter is YAML; quote values that contain `: `, `#` or start with a special character.',
        },
      ),
    );
  }
  return doc.errors.length > 0 ? undefined : { doc, at };
}

// The document as data: undefined when it is empty, not a mapping or expands too many aliases (reported).
function mappingOf(
  { doc, at }: { doc: ReturnType<typeof parseDocument>; at: YamlPosition },
  { file, firstLine }: FrontmatterInput,
  diagnostics: Diagnostic[],
): Record<string, unknown> | undefined {
  if (doc.contents === null) return undefined;
  if (!isMap(doc.contents)) {
    diagnostics.push(
      error('mdx/frontmatter-not-mapping', 'Frontmatter must be a mapping of `key: value` lines.', {
        ...at(doc.contents.range?.[0]),
        hint: 'Write one `key: value` per line, e.g. `title: Getting started`.',
      }),
    );
    return undefined;
  }
  keepLeadingZeroText(doc);
  try {
    // maxAliasCount caps alias expansion (billion-laughs style documents).
    return doc.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  } catch (e) {
    diagnostics.push(
      error('mdx/frontmatter-yaml', `Frontmatter: ${firstSentence((e as Error).message)}`, {
        file,
        line: firstLine,
        column: 1,
        hint: 'Remove the YAML aliases (`*name`) from the frontmatter.',
      }),
    );
    return undefined;
  }
}

// Text keys: a number or boolean converted (a warning), a list or mapping dropped (an error), null dropped.
function checkStringKeys(frontmatter: Frontmatter, keyPos: KeyPosition, diagnostics: Diagnostic[]): void {
  for (const key of STRING_KEYS) {
    const value = frontmatter[key];
    if (value === undefined || value === null || typeof value === 'string') {
      if (value === null) delete frontmatter[key];
      continue;
    }
    if (typeof value === 'number' || typeof value === 'boolean') {
      frontmatter[key] = String(value);
      diagnostics.push(
        warning(
          'mdx/frontmatter-type',
          `Frontmatter \`${key}\` is a ${typeof value} (${String(value)}); expected a string. It was converted.`,
          {
            ...keyPos(key),
            hint: `Quote the value: ${key}: "${String(value)}"`,
          },
        ),
      );
    } else {
      delete frontmatter[key];
      diagnostics.push(
        error(
          'mdx/frontmatter-type',
          `Frontmatter \`${key}\` is ${Array.isArray(value) ? 'a list' : 'a mapping'}; expected a string.`,
          {
            ...keyPos(key),
            hint: `Write a single line of text: ${key}: My page`,
          },
        ),
      );
    }
  }
}

// Boolean keys: "true"/"false" read as booleans, anything else dropped (a warning).
function checkBooleanKeys(frontmatter: Frontmatter, keyPos: KeyPosition, diagnostics: Diagnostic[]): void {
  for (const key of BOOLEAN_KEYS) {
    const value = frontmatter[key];
    if (value === undefined || typeof value === 'boolean') continue;
    if (value === 'true' || value === 'false') frontmatter[key] = value === 'true';
    else {
      delete frontmatter[key];
      diagnostics.push(
        warning(
          'mdx/frontmatter-type',
          `Frontmatter \`${key}\` is ${JSON.stringify(value)}; expected true or false. It was ignored.`,
          {
            ...keyPos(key),
            hint: `Write ${key}: true`,
          },
        ),
      );
    }
  }
}

// `keywords` as a list of strings (a comma-separated string split), `boost` as a number.
function checkKeywordsAndBoost(frontmatter: Frontmatter, keyPos: KeyPosition, diagnostics: Diagnostic[]): void {
  if (frontmatter.keywords !== undefined) {
    const k: unknown = frontmatter.keywords;
    if (typeof k === 'string')
      frontmatter.keywords = k
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (Array.isArray(k)) frontmatter.keywords = k.map((s) => String(s));
    else {
      delete frontmatter.keywords;
      diagnostics.push(
        warning('mdx/frontmatter-type', 'Frontmatter `keywords` should be a list of strings; it was ignored.', {
          ...keyPos('keywords'),
          hint: 'keywords: ["install", "setup"]',
        }),
      );
    }
  }
  if (frontmatter.boost !== undefined && typeof frontmatter.boost !== 'number') {
    const n = Number(frontmatter.boost);
    if (Number.isFinite(n)) frontmatter.boost = n;
    else {
      delete frontmatter.boost;
      diagnostics.push(
        warning('mdx/frontmatter-type', 'Frontmatter `boost` should be a number; it was ignored.', {
          ...keyPos('boost'),
          hint: 'boost: 2',
        }),
      );
    }
  }
}

/** Dates stay as written (ISO text), never `Invalid Date` or an object. */
function normalizeValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = normalizeValue(v);
    return out;
  }
  return value;
}

function firstSentence(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

function continuationWarning(file: string, line: number): Diagnostic {
  return warning(
    'mdx/frontmatter-continuation',
    'Frontmatter: this line continues the quoted value above without indentation; read as one value, as Mintlify reads it.',
    {
      file,
      line,
      column: 1,
      hint: 'Indent the continuation line by two spaces, or put the whole value on one line.',
    },
  );
}
