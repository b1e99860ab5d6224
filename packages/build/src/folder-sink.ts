import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkOutputPath } from './check-output-path.ts';
import type { OutputSink } from './types.ts';

/**
 * An output sink writing below a folder (the staging folder of a build), with synchronous calls
 * as cache-file.ts explains.
 */
export function createFolderSink(dir: string): OutputSink {
  const made = new Set<string>();
  const fileFor = (path: string) => {
    checkOutputPath(path);
    const file = join(dir, path);
    const parent = dirname(file);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    return file;
  };
  return {
    async write(path, contents) {
      writeFileSync(fileFor(path), contents);
    },
    async writeFrom(path, source) {
      await pipeline(source, createWriteStream(fileFor(path)));
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
