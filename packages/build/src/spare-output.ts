import { createHash } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { linkOrCopy } from './link-or-copy.ts';
import { OUTPUT_MARKER } from './output-marker.ts';
import { createStaging, outputIdentity, removeStaging, stagingPath } from './staging-folder.ts';

/**
 * Where the output a build replaced is kept for the next patch build of `outDir` (see
 * {@link patchStaging}): beside the cache folder (`<cache>.spare/`, so the cache's own entries stay
 * what its sweep sees), one per output folder. Undefined when the cache is on
 * another device than the output, where a folder cannot be renamed from one to the other.
 */
export function sparePath(cacheDir: string, outDir: string): string | undefined {
  const dir = `${cacheDir}.spare`;
  try {
    mkdirSync(dir, { recursive: true });
    if (statSync(dir).dev !== statSync(dirname(outDir)).dev) return undefined;
  } catch {
    return undefined;
  }
  return join(dir, createHash('sha256').update(outDir).digest('hex').slice(0, 16));
}

/** Hard-links (else copies) `from` to `to`, making its folder when missing. */
function place(from: string, to: string, made: Set<string>): void {
  const folder = dirname(to);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  linkOrCopy(from, to);
}

/** The file saying which published output (its identity) the spare is level with. */
const levelFile = (spare: string) => `${spare}.level`;

/** Makes `target` the published file `from` (a hard link), unless it is already. */
function relink(from: string, target: string, made: Set<string>): void {
  const have = lstatSync(target, { throwIfNoEntry: false });
  if (have && have.ino === statSync(from).ino) return;
  if (have) unlinkSync(target);
  place(from, target, made);
}

/** Removes `dir`/`rel` when it is there, and the folders above it it leaves empty. */
function removeFile(dir: string, rel: string): void {
  if (!lstatSync(join(dir, rel), { throwIfNoEntry: false })) return;
  unlinkSync(join(dir, rel));
  try {
    for (let d = dirname(rel); d !== '.'; d = dirname(d)) rmdirSync(join(dir, d));
  } catch {
    // Not empty: the folders above stay too.
  }
}

/**
 * Turns `dir` into a copy of the published output `outDir` made of hard links, for the files
 * `files`, leaving out those in `skip` (a patch writes them anew): every entry that is not the
 * published file itself (another inode, or a file the output no longer has) is replaced or
 * removed, as are folders left empty; the marker (the same bytes in every output) stays. Only
 * files are ever unlinked: nothing is written through a link into the published output. With
 * `only`, `dir` is known to differ from the output at those paths alone.
 */
function linkOutput({
  dir,
  outDir,
  files,
  skip,
  only,
}: {
  dir: string;
  outDir: string;
  files: string[];
  skip: ReadonlySet<string>;
  only?: ReadonlySet<string>;
}): void {
  const wanted = new Set(files.filter((f) => !skip.has(f)));
  if (!lstatSync(join(dir, OUTPUT_MARKER), { throwIfNoEntry: false })) wanted.add(OUTPUT_MARKER);
  if (only) {
    const made = new Set<string>();
    for (const f of only) {
      if (wanted.has(f)) relink(join(outDir, f), join(dir, f), made);
      else removeFile(dir, f);
    }
    return;
  }
  const folders = new Set<string>();
  for (const f of [...wanted, ...skip]) for (let d = dirname(f); d !== '.'; d = dirname(d)) folders.add(d);
  const present = readdirSync(dir, { recursive: true, withFileTypes: true });
  const extraFolders: string[] = [];
  const made = new Set([dir]);
  for (const entry of present) {
    const rel = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (entry.isDirectory()) {
      if (folders.has(rel)) made.add(join(dir, rel));
      else extraFolders.push(rel);
    } else if (!wanted.has(rel) && rel !== OUTPUT_MARKER) unlinkSync(join(dir, rel));
  }
  // Deepest first, each one empty by now.
  for (const rel of extraFolders.sort().reverse()) rmdirSync(join(dir, rel));
  for (const f of wanted) relink(join(outDir, f), join(dir, f), made);
}

/**
 * The staging folder of a patch build: a copy of the published output `outDir` (files `files`)
 * made of hard links, without the files of `skip` nor `gone` ones. The spare output (the one the
 * last build replaced, see {@link keepSpare}) is taken for it when there is one: when it is known
 * level with the published output only the paths of `skip` and `gone` are touched, else every
 * file is compared (an inode each) and only those that differ linked again. No folder is made
 * either way (making folders is most of the cost of a copy on some file systems). Without a spare
 * a fresh staging folder is filled.
 */
export async function patchStaging({
  outDir,
  files,
  skip,
  gone,
  spare,
}: {
  outDir: string;
  files: string[];
  skip: ReadonlySet<string>;
  gone: ReadonlySet<string>;
  spare: string | undefined;
}): Promise<string> {
  if (spare && statSync(join(spare, OUTPUT_MARKER), { throwIfNoEntry: false })) {
    let level: string | undefined;
    try {
      level = readFileSync(levelFile(spare), 'utf8');
    } catch {
      level = undefined;
    }
    rmSync(levelFile(spare), { force: true });
    const staging = stagingPath(outDir);
    await removeStaging(staging);
    renameSync(spare, staging);
    const only = level !== undefined && level === outputIdentity(outDir) ? new Set([...skip, ...gone]) : undefined;
    linkOutput({ dir: staging, outDir, files, skip, only });
    return staging;
  }
  const staging = await createStaging(outDir);
  linkOutput({ dir: staging, outDir, files, skip });
  return staging;
}

/**
 * Disposes of the output a build replaced (`old`, undefined when there was none): it becomes the
 * spare of `outDir` (the previous spare goes), brought level with the published output, files
 * `files`, so the next patch build starts from an exact copy; `only`: the paths where the two
 * outputs differ, when known (a patch build's). Without an old output the copy is made afresh.
 * Never throws: a spare that cannot be made is removed, and the next patch build makes its copy
 * itself.
 */
export async function keepSpare({
  old,
  spare,
  outDir,
  files,
  only,
}: {
  old: string | undefined;
  spare: string;
  outDir: string;
  files: string[];
  only?: ReadonlySet<string>;
}): Promise<void> {
  try {
    rmSync(levelFile(spare), { force: true });
    await removeStaging(spare);
    if (old) renameSync(old, spare);
    else mkdirSync(spare, { recursive: true });
    linkOutput({ dir: spare, outDir, files, skip: new Set(), only: old ? only : undefined });
    writeFileSync(levelFile(spare), outputIdentity(outDir) ?? '');
  } catch {
    await removeStaging(spare).catch(() => undefined);
    if (old) await removeStaging(old).catch(() => undefined);
  }
}
