// Once per test run, across every test file and worker: the expensive thing several files read
// (a built corpus, a built fixture site, a pass over every page) is made by the first file that
// asks for it, in the run's shared folder (tests/global/run-folder.ts); every other file waits for
// it and reads the same result. Whoever makes it holds a lock (a folder created atomically); the
// result is written as JSON beside the output folder when it is complete, so a reader never sees
// half of it. Outside a vitest run with the shared folder (e.g. a project without the global
// setup), the result is made in a temporary folder of this process, once per process.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/** What a file waits on a result another file is making, between two looks. */
const POLL_MS = 200;

let ownFolder: Promise<string> | undefined;

/** The run's shared folder, or one of this process when the run has none. */
function runFolder(): Promise<string> {
  let dir: string | undefined;
  try {
    dir = inject('sharedRunDir');
  } catch {
    dir = undefined;
  }
  if (dir) return Promise.resolve(dir);
  ownFolder ??= mkdtemp(path.join(tmpdir(), 'docsgen-test-shared-'));
  return ownFolder;
}

const made = new Map<string, Promise<unknown>>();

/**
 * The result of `make` for `key`, made once per run: `make(dir)` gets an empty folder of its own
 * (`dir`, kept until the run ends) and returns a JSON-serialisable value describing what it wrote.
 * A test must treat `dir` as read-only: another file may be reading it. When `make` throws, every
 * file asking for `key` fails with its message.
 */
export function sharedOutput<T>(key: string, make: (dir: string) => Promise<T>): Promise<{ dir: string; value: T }> {
  let pending = made.get(key) as Promise<{ dir: string; value: T }> | undefined;
  if (!pending) {
    pending = makeOnce(key, make);
    made.set(key, pending);
  }
  return pending;
}

async function makeOnce<T>(key: string, make: (dir: string) => Promise<T>): Promise<{ dir: string; value: T }> {
  const base = await runFolder();
  const name = key.replace(/[^\w.-]+/g, '_');
  const dir = path.join(base, name);
  const result = path.join(base, `${name}.result.json`);
  let mine = true;
  try {
    await mkdir(`${dir}.lock`);
  } catch {
    mine = false;
  }
  if (mine) {
    await mkdir(dir, { recursive: true });
    let record: { value?: T; error?: string };
    try {
      record = { value: await make(dir) };
    } catch (e) {
      record = { error: String((e as Error)?.stack ?? e) };
    }
    await writeFile(`${result}.tmp`, JSON.stringify(record));
    await rename(`${result}.tmp`, result);
    if (record.error !== undefined) throw new Error(record.error);
    return { dir, value: record.value as T };
  }
  while (!existsSync(result)) await new Promise((r) => setTimeout(r, POLL_MS));
  const record = JSON.parse(await readFile(result, 'utf8')) as { value?: T; error?: string };
  if (record.error !== undefined) throw new Error(`${key}, made by another test file, failed:\n${record.error}`);
  return { dir, value: record.value as T };
}
