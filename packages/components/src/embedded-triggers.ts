// Which lazily embedded languages a block can reach. A TextMate grammar reaches an embedded
// language only inside the rules that include it (Markdown's ```js fence includes `source.js` only
// after a line opening such a fence), so a language whose including rules cannot begin anywhere in
// the block never colours it: loading only the others gives the same HTML as loading them all, at a
// fraction of the cost (Markdown embeds 60 languages; loading them took seconds).

/** A grammar as Shiki bundles it (the fields read here). */
export interface GrammarLike {
  name?: string;
  scopeName?: string;
  patterns?: unknown[];
  repository?: Record<string, unknown>;
  injections?: Record<string, unknown>;
  embeddedLangsLazy?: string[];
}

type Rule = { begin?: unknown; match?: unknown; include?: unknown; patterns?: unknown; repository?: unknown };

const compiled = new Map<string, RegExp | null>();

/**
 * A JavaScript regex accepting at least what the Oniguruma `source` accepts, or null (always
 * matches) when it cannot be translated: `\G` and anchors loosened, `(?i:` made case-insensitive
 * throughout, atomic groups and possessive quantifiers made plain.
 */
function looseRegex(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    const js = source
      .replace(/\\G/g, '')
      .replace(/\\A/g, '^')
      .replace(/\\[zZ]/g, '$')
      .replace(/\\h/g, '[0-9a-fA-F]')
      .replace(/\(\?i:/g, '(?:')
      .replace(/\(\?>/g, '(?:')
      .replace(/([*+?}])\+/g, '$1');
    try {
      re = new RegExp(js, 'im');
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

// The `begin`/`match` regexes enclosing each rule that includes `scope` (a site per include); an
// empty list for a site means an include reached without any (always reachable).
function includeSites(grammar: GrammarLike, scope: string): string[][] {
  const sites: string[][] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, chain: string[]): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const rule = node as Rule;
    const here = [rule.begin, rule.match].filter((r): r is string => typeof r === 'string');
    const inner = [...chain, ...here];
    if (typeof rule.include === 'string' && (rule.include === scope || rule.include.startsWith(`${scope}#`)))
      sites.push(chain);
    if (Array.isArray(rule.patterns)) for (const p of rule.patterns) walk(p, inner);
    if (rule.repository && typeof rule.repository === 'object')
      for (const r of Object.values(rule.repository)) walk(r, inner);
  };
  for (const p of grammar.patterns ?? []) walk(p, []);
  for (const r of Object.values(grammar.repository ?? {})) walk(r, []);
  for (const r of Object.values(grammar.injections ?? {})) walk(r, []);
  return sites;
}

/**
 * True when `code` may reach language `scope` through `grammar`: some rule including it has every
 * enclosing `begin`/`match` regex matching somewhere in the code (loosely: never a false "no").
 */
export function mayReach(grammar: GrammarLike, scope: string, code: string): boolean {
  const sites = includeSites(grammar, scope);
  // Referenced otherwise (a `$base` include, a name built at run time): keep it.
  if (sites.length === 0) return true;
  return sites.some((chain) =>
    chain.every((source) => {
      const re = looseRegex(source);
      return re === null || re.test(code);
    }),
  );
}
