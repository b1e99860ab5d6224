import { lstat, readdir, realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, parse, resolve, sep } from 'node:path';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { OUTPUT_MARKER } from './output-marker.ts';

/** Options of {@link checkOutputDir}. */
export interface CheckOutputDirOptions {
  /** Real path of the docs root. */
  root: string;
  /** Output folder, absolute. */
  outDir: string;
  /** Accept a non-empty folder without docsgen's marker (`--force`); default false. */
  force?: boolean;
  /** Home folders to refuse (and any folder holding one); default `$HOME` and `os.homedir()`. */
  home?: string | string[];
  /** The current folder, refused like the home folder; default `process.cwd()`. */
  cwd?: string;
}

// The real path of `p`, or of its nearest existing ancestor joined with the rest, so a folder that
// does not exist yet is still compared by where it will really be created.
async function realpathOfNearest(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    const parent = dirname(p);
    if (parent === p) return p;
    return resolve(await realpathOfNearest(parent), p.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
  }
}

/**
 * Refuses output folders that could destroy user files, before anything is written: the docs root
 * or a folder holding it, `/`, the home folder, a symlink, a regular file, or a non-empty folder
 * docsgen did not create (no marker) unless forced.
 */
export async function checkOutputDir(options: CheckOutputDirOptions): Promise<Diagnostic[]> {
  const outDir = resolve(options.outDir);
  const shown = options.outDir;
  const hint = 'Choose a dedicated output folder, e.g. `--out dist` inside the docs root.';
  const realOut = await realpathOfNearest(outDir);
  if (outDir === parse(outDir).root || realOut === parse(realOut).root) {
    return [error('build/unsafe-output', `The output folder \`${shown}\` is the file system root.`, { hint })];
  }
  // Whether or not `--force` is given: replacing the output deletes it, and everything in it.
  const homes = [options.home ?? [process.env.HOME, homedir()]].flat().filter((h): h is string => !!h);
  for (const home of homes) {
    const real = await realpathOfNearest(resolve(home));
    if ([resolve(home), real].some((h) => isInside(outDir, h) || isInside(realOut, h))) {
      return [
        error('build/unsafe-output', `The output folder \`${shown}\` is your home folder or contains it.`, { hint }),
      ];
    }
  }
  const cwd = resolve(options.cwd ?? process.cwd());
  const realCwd = await realpathOfNearest(cwd);
  if ([cwd, realCwd].some((c) => isInside(outDir, c) || isInside(realOut, c))) {
    return [
      error(
        'build/unsafe-output',
        `The output folder \`${shown}\` is the current folder or contains it; building there would replace it.`,
        { hint },
      ),
    ];
  }
  if (isInside(realOut, options.root) || isInside(outDir, options.root)) {
    return [
      error(
        'build/unsafe-output',
        `The output folder \`${shown}\` is the docs root or contains it; building there would replace your sources.`,
        { hint },
      ),
    ];
  }
  let stat: Awaited<ReturnType<typeof lstat>>;
  try {
    stat = await lstat(outDir);
  } catch {
    return [];
  }
  if (stat.isSymbolicLink()) {
    return [
      error(
        'build/unsafe-output',
        `The output folder \`${shown}\` is a symbolic link; docsgen does not write through links.`,
        {
          hint: 'Point `--out` at a real folder (or remove the link).',
        },
      ),
    ];
  }
  if (!stat.isDirectory()) {
    return [
      error('build/unsafe-output', `The output path \`${shown}\` exists and is not a folder.`, {
        hint: 'Remove that file or choose another `--out`.',
      }),
    ];
  }
  const entries = await readdir(outDir);
  if (entries.includes('docs.json')) {
    return [
      error(
        'build/unsafe-output',
        `The output folder \`${shown}\` holds a docs.json; it looks like a docs source folder.`,
        {
          hint,
        },
      ),
    ];
  }
  if (entries.length > 0 && !entries.includes(OUTPUT_MARKER) && !options.force) {
    return [
      error(
        'build/foreign-output',
        `The output folder \`${shown}\` is not empty and was not created by docsgen (no \`${OUTPUT_MARKER}\` in it); its files would be replaced.`,
        { hint: 'Empty it, choose another `--out`, or pass `--force` to replace it anyway.' },
      ),
    ];
  }
  return [];
}
