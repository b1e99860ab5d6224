// Which parser a compile uses (see parse-mdx.ts), and satteri loaded once per thread. Apart from
// the parse step itself, so the build's thread can ask (activeParser, when it starts its pool)
// without loading the MDX compiler.
import { isMainThread } from 'node:worker_threads';

/** The parsers a page can be read with. */
export type ParserName = 'satteri' | 'micromark';

type Satteri = typeof import('satteri');
let loading: Promise<Satteri | undefined> | undefined;
let loaded: Satteri | undefined;
let warned = false;

/** The parser a compile uses: the setting, else DOCSGEN_PARSER, else satteri. */
export function requestedParser(setting?: ParserName): ParserName {
  if (setting) return setting;
  return process.env.DOCSGEN_PARSER === 'micromark' ? 'micromark' : 'satteri';
}

/** Loads satteri once; undefined (with one warning line) when its native binary cannot load. */
export function loadSatteri(): Promise<Satteri | undefined> {
  loading ??= import('satteri').then(
    (m) => {
      loaded = m;
      return m;
    },
    (e: unknown) => {
      if (!warned && isMainThread) {
        warned = true;
        console.warn(
          `docsgen: the native MDX parser (satteri) did not load (${String((e as Error)?.message ?? e).split('\n')[0]}); pages are parsed with micromark (slower, same pages).`,
        );
      }
      return undefined;
    },
  );
  return loading;
}

/** The parser that will actually run for `setting`: satteri only once it has loaded. */
export async function activeParser(setting?: ParserName): Promise<ParserName> {
  if (requestedParser(setting) === 'micromark') return 'micromark';
  return (await loadSatteri()) ? 'satteri' : 'micromark';
}

/** satteri once {@link loadSatteri} has loaded it; undefined before, or when it cannot load. */
export function loadedSatteri(): Satteri | undefined {
  return loaded;
}
