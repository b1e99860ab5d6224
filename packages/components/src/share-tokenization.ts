// Dual-theme highlighting tokenizes each block once instead of once per theme.
//
// Shiki colours a block for two themes by running the TextMate grammar twice, and the grammar's
// regular expressions are nearly all of the cost (half of highlighting, a fifth of a page's compile).
// The scopes a grammar assigns do not depend on the theme; only the colours looked up for them do.
// So the grammar's `tokenizeLine2` (binary tokens, colours baked in) is wrapped: the first theme's
// pass tokenizes each line once with scopes (`tokenizeLine`) and remembers it; every pass then
// derives its binary tokens from those scopes with the current theme, exactly as vscode-textmate
// would (same attribute merging, same merging of equal neighbours). The tests compare the result
// with Shiki's own two-pass output byte for byte.

/** The parts of a vscode-textmate grammar this module uses (a Shiki `Grammar`). */
interface TextmateGrammar {
  tokenizeLine(line: string, state: unknown, timeLimit?: number): ScopedLine;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): BinaryLine;
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  readonly themeProvider: {
    getDefaults(): StyleAttributes;
    themeMatch(path: ScopePath): StyleAttributes | null;
  };
  readonly balancedBracketSelectors?: { matchesAlways: boolean } | null;
  readonly _tokenTypeMatchers?: unknown[];
  readonly _basicScopeAttributesProvider?: { getDefaultAttributes(): { languageId: number; tokenType: number } };
}

interface ScopedLine {
  tokens: Array<{ startIndex: number; endIndex: number; scopes: string[] }>;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface BinaryLine {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

/** A vscode-textmate ScopeStack: only `scopeName` and `parent` are read by theme matching. */
interface ScopePath {
  scopeName: string;
  parent: ScopePath | null;
}

const SHARED = Symbol('docsgen.sharedTokenization');

interface Shared {
  /** Scope tokenization of the current block, keyed by the state before a line, then the line. */
  lines: Map<unknown, Map<string, ScopedLine>>;
  /** Binary metadata per theme (keyed by the theme's defaults object) per scope list. */
  metadata: WeakMap<object, Map<string, number>>;
}

/**
 * Makes `grammar` tokenize each line once however many themes colour it, until `release()` is
 * called (after the block). Grammars whose binary tokens depend on more than the scopes and the
 * theme (token type overrides, partial bracket matching) are left as they are.
 */
export function shareTokenization(grammar: unknown): { release(): void } {
  const g = grammar as TextmateGrammar & { [SHARED]?: Shared };
  if (!supported(g)) return { release() {} };
  let shared = g[SHARED];
  if (!shared) {
    shared = { lines: new Map(), metadata: new WeakMap() };
    g[SHARED] = shared;
    const state = shared;
    const scoped = g.tokenizeLine.bind(g);
    g.tokenizeLine2 = (line, prev, timeLimit) => {
      let byLine = state.lines.get(prev);
      if (!byLine) {
        byLine = new Map();
        state.lines.set(prev, byLine);
      }
      let result = byLine.get(line);
      if (!result) {
        result = scoped(line, prev, timeLimit);
        byLine.set(line, result);
      }
      return { tokens: binaryTokens(g, state, result), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
    };
  }
  const state = shared;
  return {
    release() {
      state.lines.clear();
    },
  };
}

function supported(g: TextmateGrammar): boolean {
  return (
    typeof g.tokenizeLine === 'function' &&
    typeof g.getMetadataForScope === 'function' &&
    g._basicScopeAttributesProvider !== undefined &&
    (g._tokenTypeMatchers?.length ?? 0) === 0 &&
    g.balancedBracketSelectors?.matchesAlways === true
  );
}

function binaryTokens(g: TextmateGrammar, state: Shared, line: ScopedLine): Uint32Array {
  const defaults = g.themeProvider.getDefaults();
  let memo = state.metadata.get(defaults);
  if (!memo) {
    memo = new Map();
    state.metadata.set(defaults, memo);
  }
  const out: number[] = [];
  for (const token of line.tokens) {
    const key = token.scopes.join(' ');
    let metadata = memo.get(key);
    if (metadata === undefined) {
      metadata = scopeMetadata(g, defaults, token.scopes);
      memo.set(key, metadata);
    }
    // vscode-textmate merges neighbours with equal metadata into one binary token.
    if (out.length > 0 && out[out.length - 1] === metadata) continue;
    out.push(token.startIndex, metadata);
  }
  return Uint32Array.from(out);
}

/** The encoded metadata vscode-textmate computes for a token with these scopes (root first). */
function scopeMetadata(g: TextmateGrammar, defaults: StyleAttributes, scopes: string[]): number {
  const basic = (
    g._basicScopeAttributesProvider as NonNullable<TextmateGrammar['_basicScopeAttributesProvider']>
  ).getDefaultAttributes();
  let metadata = encode(
    0,
    basic.languageId,
    basic.tokenType,
    defaults.fontStyle,
    defaults.foregroundId,
    defaults.backgroundId,
  );
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { scopeName: scope, parent: path };
    const raw = g.getMetadataForScope(scope);
    const style = g.themeProvider.themeMatch(path);
    metadata = encode(
      metadata,
      raw.languageId,
      raw.tokenType,
      style ? style.fontStyle : NOT_SET_FONT_STYLE,
      style ? style.foregroundId : 0,
      style ? style.backgroundId : 0,
    );
  }
  // Every token carries the balanced-brackets bit when the grammar's selectors match always.
  return (metadata | (1 << BALANCED_BRACKETS_OFFSET)) >>> 0;
}

const NOT_SET_FONT_STYLE = -1;
const NOT_SET_TOKEN_TYPE = 8;
const LANGUAGE_ID_MASK = 0xff;
const TOKEN_TYPE_OFFSET = 8;
const TOKEN_TYPE_MASK = 0x300;
const BALANCED_BRACKETS_OFFSET = 10;
const BALANCED_BRACKETS_MASK = 0x400;
const FONT_STYLE_OFFSET = 11;
const FONT_STYLE_MASK = 0x7800;
const FOREGROUND_OFFSET = 15;
const FOREGROUND_MASK = 0xff8000;
const BACKGROUND_OFFSET = 24;
const BACKGROUND_MASK = 0xff000000;

/** vscode-textmate's `EncodedTokenMetadata.set`: each attribute replaces the old one unless unset. */
function encode(
  old: number,
  languageId: number,
  tokenType: number,
  fontStyle: number,
  foreground: number,
  background: number,
): number {
  const lang = languageId !== 0 ? languageId : old & LANGUAGE_ID_MASK;
  const type = tokenType !== NOT_SET_TOKEN_TYPE ? tokenType : (old & TOKEN_TYPE_MASK) >>> TOKEN_TYPE_OFFSET;
  const brackets = (old & BALANCED_BRACKETS_MASK) >>> BALANCED_BRACKETS_OFFSET;
  const font = fontStyle !== NOT_SET_FONT_STYLE ? fontStyle : (old & FONT_STYLE_MASK) >>> FONT_STYLE_OFFSET;
  const fg = foreground !== 0 ? foreground : (old & FOREGROUND_MASK) >>> FOREGROUND_OFFSET;
  const bg = background !== 0 ? background : (old & BACKGROUND_MASK) >>> BACKGROUND_OFFSET;
  return (
    ((lang << 0) |
      (type << TOKEN_TYPE_OFFSET) |
      (brackets << BALANCED_BRACKETS_OFFSET) |
      (font << FONT_STYLE_OFFSET) |
      (fg << FOREGROUND_OFFSET) |
      (bg << BACKGROUND_OFFSET)) >>>
    0
  );
}
