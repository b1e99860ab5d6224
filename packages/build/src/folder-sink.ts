import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { checkOutputPath } from './check-output-path.ts';
import type { OutputSink } from './types.ts';

/**
 * An output sink writing below a folder (the staging folder of a build), with synchronous calls
 * as cache-file.ts explains.
 */
export function createFolderSink(dir: string): OutputSink {
  const made = new Set<string>();
  return {
    async write(path, contents) {
      checkOutputPath(path);
      const file = join(dir, path);
      const parent = dirname(file);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      writeFileSync(file, contents);
    },
    read(path) {
      checkOutputPath(path);
      try {
        return readFileSync(join(dir, path));
      } catch {
        return undefined;
      }
    },
    delete(path) {
      checkOutputPath(path);
      try {
        unlinkSync(join(dir, path));
        return true;
      } catch {
        return false;
      }
    },
    keys() {
      let names: string[];
      try {
        names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
      } catch {
        return [];
      }
      return names
        .filter((name) => statSync(join(dir, name), { throwIfNoEntry: false })?.isFile())
        .map((name) => relative(dir, join(dir, name)).split(sep).join('/'));
    },
  };
}
