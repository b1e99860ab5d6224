import { readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

/** Read access to a built site: a `dist/` folder or the files of an in-memory build. */
export interface SiteFiles {
  /** Text of one file (site-relative POSIX path), or undefined when it does not exist. */
  read(file: string): Promise<string | undefined>;
  /** Every file, site-relative POSIX paths. */
  list(): Promise<string[]>;
}

/** A built site on disk. Reads stay inside the folder (realpath and a separator-aware check). */
export function folderSiteFiles(dir: string): SiteFiles {
  const rootPromise = realpath(dir);
  return {
    async read(file) {
      const root = await rootPromise;
      try {
        const target = await realpath(path.join(root, ...file.split('/')));
        if (target !== root && !target.startsWith(root + path.sep)) return undefined;
        return await readFile(target, 'utf8');
      } catch {
        return undefined;
      }
    },
    async list() {
      const root = await rootPromise;
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    },
  };
}

/** A site held in memory (the build's memory sink). */
export function memorySiteFiles(files: ReadonlyMap<string, string | Uint8Array>): SiteFiles {
  return {
    async read(file) {
      const contents = files.get(file);
      if (contents === undefined) return undefined;
      return typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8');
    },
    async list() {
      return [...files.keys()].sort();
    },
  };
}
