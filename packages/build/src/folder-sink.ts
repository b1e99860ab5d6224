import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkOutputPath } from './check-output-path.ts';
import type { OutputSink } from './types.ts';

/** An output sink writing below a folder (the staging folder of a build). */
export function createFolderSink(dir: string): OutputSink {
  const made = new Set<string>();
  return {
    async write(path, contents) {
      checkOutputPath(path);
      const file = join(dir, path);
      const parent = dirname(file);
      if (!made.has(parent)) {
        await mkdir(parent, { recursive: true });
        made.add(parent);
      }
      await writeFile(file, contents);
    },
  };
}
