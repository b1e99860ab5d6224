import { readFileSync } from 'node:fs';

/** docsgen's version (the CLI package's), part of every cache key; `../package.json` from the sources and from dist/. */
export const VERSION: string = (() => {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
})();
