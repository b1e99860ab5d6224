import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interruptedMessage } from '../packages/cli/src/commands/build.ts';
import { cachedBuilds, copySite, readTree, treeChanges } from './build-helpers.ts';

// `docsgen build` stopped by a signal says the previous output was left untouched only when it
// was: a build stopped before its swap publishes nothing; one that finds its output up to date, or
// whose signal comes once it has published, says its output is published.
describe('the interrupted-build message', () => {
  it('a patch build stopped before its swap: untouched, and it is', async () => {
    const root = await copySite('basic');
    const { out, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);
    const before = await readTree(out);
    await appendFile(join(root, 'guides/install.mdx'), '\nAn edit a patch build takes on.\n');
    const stopped = await build({ signal: AbortSignal.abort() });
    expect(stopped.ok).toBe(false);
    expect(stopped.diagnostics.map((d) => d.code)).toContain('build/interrupted');
    expect(interruptedMessage(stopped)).toContain('the previous output was left untouched');
    expect(treeChanges(await readTree(out), before)).toEqual([]);
    // The next build is a patch build all the same, and publishes the edit.
    const next = await build();
    expect(next).toMatchObject({ ok: true, patched: true });
    expect((await readTree(out)).get('guides/install.md')?.toString()).toContain('An edit a patch build takes on.');
  });

  it('an up-to-date build under a signal: its output is the one published, and it says so', async () => {
    const root = await copySite('basic');
    const { out, build } = await cachedBuilds(root);
    expect((await build()).ok).toBe(true);
    const before = await readTree(out);
    const result = await build({ signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: true, upToDate: true });
    expect(interruptedMessage(result)).toContain('its output is published');
    expect(interruptedMessage(result)).not.toContain('untouched');
    expect(treeChanges(await readTree(out), before)).toEqual([]);
  });
});
