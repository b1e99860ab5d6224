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

/** A line's scope tokenization and the binary tokens derived from it, per theme (by its defaults). */
interface Remembered {
  line: ScopedLine;
  binary: Map<object, Uint32Array>;
}

const SHARED = Symbol('docsgen.sharedTokenization');
/**
 * Scope-tokenized lines a grammar keeps between blocks before it starts afresh. Measured on the
 * 1,000-page bench (peak RSS / CPU): 5,000 lines 610–620 MB / 48.3 s, 1,000 598–620 MB / 49.3 s,
 * 300 563 MB / 51.0 s, none 553 MB / 52.5 s: what a remembered line holds is larger than its
 * tokens, and the RSS target (< 600 MB) wins over the last few seconds of CPU.
 */
const MAX_LINES = 300;

interface Shared {
  /**
   * Scope tokenizations, keyed by the state before a line, then the line. Kept across blocks (up
   * to MAX_LINES): a line's scopes depend only on the grammar, the state before it and its text,
   * and the state a remembered line leaves is the same object each time, so blocks that begin
   * alike (imports, install commands, a shared preamble) reuse their common lines.
   */
  lines: Map<unknown, Map<string, Remembered>>;
  /** Lines remembered in `lines`. */
  count: number;
  /** Interned ids of state frames and scope lists, by object, then by what they hold. */
  ids: WeakMap<object, number>;
  keys: Map<string, number>;
  /** The first state seen with each id: the one every equal state is replaced by. */
  canonical: Map<number, unknown>;
  /** Binary metadata per theme (keyed by the theme's defaults object) per scope list. */
  metadata: WeakMap<object, Map<string, number>>;
}

/**
 * Makes `grammar` tokenize each line once however many themes colour it (and once for all blocks
 * that begin with it); `release()` after each block lets the memory go when it has grown large.
 * Grammars whose binary tokens depend on more than the scopes and the theme (token type
 * overrides, partial bracket matching) are left as they are.
 */
export function shareTokenization(grammar: unknown): { release(): void } {
  const g = grammar as TextmateGrammar & { [SHARED]?: Shared };
  if (!supported(g)) return { release() {} };
  let shared = g[SHARED];
  if (!shared) {
    shared = {
      lines: new Map(),
      count: 0,
      ids: new WeakMap(),
      keys: new Map(),
      canonical: new Map(),
      metadata: new WeakMap(),
    };
    g[SHARED] = shared;
    const state = shared;
    const scoped = g.tokenizeLine.bind(g);
    g.tokenizeLine2 = (line, prev, timeLimit) => {
      let byLine = state.lines.get(prev);
      if (!byLine) {
        byLine = new Map();
        state.lines.set(prev, byLine);
      }
      let remembered = byLine.get(line);
      if (!remembered) {
        const fresh = scoped(line, prev, timeLimit);
        const ruleStack = canonicalState(state, fresh.ruleStack as StateFrame);
        remembered = { line: { ...fresh, ruleStack }, binary: new Map() };
        byLine.set(line, remembered);
        state.count++;
      }
      const result = remembered.line;
      // Shiki only reads the tokens, so a line met again hands back the same array.
      const defaults = g.themeProvider.getDefaults();
      let tokens = remembered.binary.get(defaults);
      if (!tokens) {
        tokens = binaryTokens(g, state, result);
        remembered.binary.set(defaults, tokens);
      }
      return { tokens, ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
    };
  }
  const state = shared;
  return {
    release() {
      if (state.count > MAX_LINES) {
        state.lines.clear();
        state.count = 0;
        state.ids = new WeakMap();
        state.keys.clear();
        state.canonical.clear();
      }
    },
  };
}

/** A vscode-textmate StateStack frame: every field its tokenizer reads from a previous line's state. */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

/** A vscode-textmate AttributedScopeStack: its scope names are all that scope tokenization reads. */
interface ScopeList {
  parent: ScopeList | null;
  scopePath: ScopePath;
}

/**
 * The state equal to `frame` that was seen first (the same rules, end patterns and scope names,
 * frame by frame; the positions kept in a frame are reset before each line). Lines after the
 * first that differs between two blocks then find their tokenization remembered again. The
 * colour attributes vscode-textmate keeps in the scope lists are not compared: this module
 * derives colours from the scope names.
 */
function canonicalState(shared: Shared, frame: StateFrame): StateFrame {
  const id = frameId(shared, frame);
  let canonical = shared.canonical.get(id) as StateFrame | undefined;
  if (!canonical) {
    canonical = frame;
    shared.canonical.set(id, frame);
  }
  return canonical;
}

function intern(shared: Shared, object: object, key: string): number {
  let id = shared.keys.get(key);
  if (id === undefined) {
    id = shared.keys.size + 1;
    shared.keys.set(key, id);
  }
  shared.ids.set(object, id);
  return id;
}

function frameId(shared: Shared, frame: StateFrame | null): number {
  if (!frame) return 0;
  const known = shared.ids.get(frame);
  if (known !== undefined) return known;
  const key = `f${frameId(shared, frame.parent)} ${frame.ruleId} ${frame.beginRuleCapturedEOL ? 1 : 0} ${scopeId(shared, frame.nameScopesList)} ${scopeId(shared, frame.contentNameScopesList)} ${frame.endRule ?? '\u0000'}`;
  return intern(shared, frame, key);
}

function scopeId(shared: Shared, list: ScopeList | null): number {
  if (!list) return 0;
  const known = shared.ids.get(list);
  if (known !== undefined) return known;
  return intern(shared, list, `s${scopeId(shared, list.parent)} ${pathId(shared, list.scopePath)}`);
}

function pathId(shared: Shared, path: ScopePath | null): number {
  if (!path) return 0;
  const known = shared.ids.get(path);
  if (known !== undefined) return known;
  return intern(shared, path, `p${pathId(shared, path.parent)} ${path.scopeName}`);
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
  let metadata = encode({
    old: 0,
    languageId: basic.languageId,
    tokenType: basic.tokenType,
    fontStyle: defaults.fontStyle,
    foreground: defaults.foregroundId,
    background: defaults.backgroundId,
  });
  let path: ScopePath | null = null;
  for (const scope of scopes) {
    path = { scopeName: scope, parent: path };
    const raw = g.getMetadataForScope(scope);
    const style = g.themeProvider.themeMatch(path);
    metadata = encode({
      old: metadata,
      languageId: raw.languageId,
      tokenType: raw.tokenType,
      fontStyle: style ? style.fontStyle : NOT_SET_FONT_STYLE,
      foreground: style ? style.foregroundId : 0,
      background: style ? style.backgroundId : 0,
    });
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
function encode({
  old,
  languageId,
  tokenType,
  fontStyle,
  foreground,
  background,
}: {
  old: number;
  languageId: number;
  tokenType: number;
  fontStyle: number;
  foreground: number;
  background: number;
}): number {
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
