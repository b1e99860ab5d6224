import { type HelperService, superviseService } from '@docsgen/diagnostics/supervised-service';
import * as esbuild from 'esbuild';

/**
 * esbuild's service process, shared by every call of this thread (snippets, page ESM, island and
 * client bundles, CSS). Once it has died every call fails with "The service was stopped" or "is no
 * longer running"; `stop()` drops it and the next call starts a new one.
 */
export const ESBUILD_SERVICE: HelperService = {
  name: 'esbuild',
  isDead: (failure) =>
    /The service (was stopped|is no longer running)/.test(failure instanceof Error ? failure.message : String(failure)),
  restart: async () => {
    await esbuild.stop();
  },
};

/**
 * Runs one call of esbuild's API under the one service supervisor: a dead service is started again
 * once; a second death is a ServiceDownError, which callers let through (never a located problem
 * of the user's file, never a page left without its island script).
 */
export function withEsbuild<T>(work: () => Promise<T>): Promise<T> {
  return superviseService(ESBUILD_SERVICE, work);
}
