import { type Diagnostic, error } from '@docsgen/diagnostics';
import type { PatchBuildInput, PatchOutcome } from './patch-build.ts';
import { editedPages, readPatchHead, readPatchSnapshot, writePatchSnapshot } from './patch-snapshot.ts';
import { trace } from './trace.ts';
import { outputIntact, writeBuildState } from './up-to-date.ts';

/** The error of a build that was interrupted (the output is as it was). */
export function interrupted(): Diagnostic {
  return error('build/interrupted', 'The build was interrupted; the previous output was left untouched.');
}

/**
 * A patch build of the published output (patch-build.ts) when the last build left a snapshot that
 * matches its state, only pages it may take on changed since, and its output is as it left it;
 * undefined when it does not apply. The state and snapshot of a patch that was published are kept
 * here.
 */
export async function patchOutput(
  input: Omit<PatchBuildInput, 'snapshot' | 'edited'> & { settings: string },
): Promise<PatchOutcome | undefined> {
  const { cacheDir, outDir } = input;
  // The head first: a rebuild the patch does not apply to never reads the site's page records.
  const head = await readPatchHead(cacheDir, outDir);
  if (head?.fingerprint !== input.previous.fingerprint) return undefined;
  const edited = editedPages(head, input.digests, input.settings);
  if (!edited || !outputIntact(outDir, input.previous.files)) return undefined;
  // The patch's code loads while the snapshot is read.
  const code = import('./patch-build.ts');
  const snapshot = await readPatchSnapshot(cacheDir, outDir, head);
  if (!snapshot) return undefined;
  trace('patch: snapshot read');
  const { patchBuild } = await code;
  trace('patch: build code loaded');
  const outcome = await patchBuild({ ...input, snapshot, edited });
  if (outcome?.kind === 'published') {
    await writeBuildState(input.cacheDir, input.outDir, outcome.state);
    await writePatchSnapshot(input.cacheDir, input.outDir, outcome.snapshot);
    trace('patch: state kept');
  } else if (outcome && input.options.signal?.aborted) outcome.diagnostics.push(interrupted());
  return outcome;
}
