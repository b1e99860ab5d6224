import { open, readFile, unlink } from 'node:fs/promises';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isProcessAlive } from './is-process-alive.ts';

/** Suffix of docsgen's lock file beside an output folder: a name docsgen owns (`dist.docsgen-lock`). */
export const OUTPUT_LOCK_SUFFIX = '.docsgen-lock';

/** The lock file of the output folder `outDir`: `<out>.docsgen-lock`, never a name a tool of its own may use (`deno.lock`). */
export function outputLockPath(outDir: string): string {
  return `${outDir}${OUTPUT_LOCK_SUFFIX}`;
}

const LOCK_TEXT = /^docsgen-lock (\d+)\n$/;

/** The text `acquireOutputLock` writes: docsgen's own mark and its pid. */
function lockText(pid: number): string {
  return `docsgen-lock ${pid}\n`;
}

/** True for the text of a lock file `acquireOutputLock` writes (its mark, a pid and a newline). */
export function isOutputLockText(text: string): boolean {
  return LOCK_TEXT.test(text);
}

/** A held output lock. */
export interface OutputLock {
  /** Lock file path (`<out>.docsgen-lock`). */
  path: string;
  /** Removes the lock file, if it is still this build's own. */
  release(): Promise<void>;
}

/** Deletes `path` only when it holds exactly `text`: docsgen never deletes a file it did not write. */
async function unlinkIfOwn(path: string, own: (text: string) => boolean): Promise<void> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text !== undefined && own(text)) await unlink(path).catch(() => undefined);
}

/**
 * Takes `<out>.docsgen-lock` (created exclusively, holding docsgen's mark and our pid) so two builds
 * into one folder never interleave; the second fails fast. A lock left by a killed build (dead pid)
 * is taken over. A file of that name that docsgen did not write is refused, never deleted.
 */
export async function acquireOutputLock(outDir: string, shown = outDir): Promise<OutputLock | Diagnostic> {
  const path = outputLockPath(outDir);
  const mine = lockText(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(mine);
      await handle.close();
      return { path, release: () => unlinkIfOwn(path, (t) => t === mine) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        return error('build/lock', `Could not create the lock file \`${path}\`: ${(e as Error).message}.`, {
          hint: 'Check that the folder above the output folder is writable.',
        });
      }
      const text = await readFile(path, 'utf8').catch(() => '');
      const m = LOCK_TEXT.exec(text);
      if (!m) {
        return error('build/lock-foreign', `\`${path}\` exists and docsgen did not write it; it is left alone.`, {
          hint: 'Move that file, or choose another `--out`.',
        });
      }
      const pid = Number(m[1]);
      if (pid > 0 && isProcessAlive(pid)) {
        return error('build/locked', `Another docsgen build (pid ${pid}) is writing to \`${shown}\`.`, {
          hint: `Wait for it to finish, or delete \`${path}\` if no build is running.`,
        });
      }
      await unlinkIfOwn(path, (t) => t === text);
    }
  }
  return error('build/locked', `Could not take the lock file \`${path}\` for \`${shown}\`.`, {
    hint: `Delete \`${path}\` if no build is running.`,
  });
}
