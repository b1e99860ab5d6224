import { open, readFile, unlink } from 'node:fs/promises';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isProcessAlive } from './is-process-alive.ts';

/** True for the text of a lock file `acquireOutputLock` writes (a pid and a newline). */
export function isOutputLockText(text: string): boolean {
  return /^\d+\n$/.test(text);
}

/** A held output lock. */
export interface OutputLock {
  /** Lock file path (`<out>.lock`). */
  path: string;
  /** Removes the lock file. */
  release(): Promise<void>;
}

/**
 * Takes `<out>.lock` (created exclusively, holding our pid) so two builds into one folder never
 * interleave; the second fails fast. A lock left by a killed build (dead pid) is taken over.
 */
export async function acquireOutputLock(outDir: string, shown = outDir): Promise<OutputLock | Diagnostic> {
  const path = `${outDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return { path, release: () => unlink(path).catch(() => undefined) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        return error('build/lock', `Could not create the lock file \`${path}\`: ${(e as Error).message}.`, {
          hint: 'Check that the folder above the output folder is writable.',
        });
      }
      const pid = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
        return error('build/locked', `Another docsgen build (pid ${pid}) is writing to \`${shown}\`.`, {
          hint: `Wait for it to finish, or delete \`${path}\` if no build is running.`,
        });
      }
      await unlink(path).catch(() => undefined);
    }
  }
  return error('build/locked', `Could not take the lock file \`${path}\` for \`${shown}\`.`, {
    hint: `Delete \`${path}\` if no build is running.`,
  });
}
