import { warning } from '@docsgen/diagnostics';
import { describe, expect, it } from 'vitest';
import { MemorySink } from '../src/memory-sink.ts';
import type { PipelineSession } from '../src/pipeline-session.ts';
import { createSearchRefresh } from '../src/search-refresh.ts';

describe('createSearchRefresh', () => {
  it('keeps the last index in the sink when a refresh fails, and returns the failure as an error', async () => {
    const sink = new MemorySink();
    let fail = false;
    const session = {
      async writeSearch(write: (path: string, contents: Uint8Array) => Promise<void>) {
        if (fail)
          return [
            warning(
              'search/index-failed',
              "The search index was not built: Pagefind's helper process stopped and could not be started again (Pagefind backend closed).",
            ),
          ];
        await write('pagefind/pagefind-entry.json', Buffer.from('{"v":1}'));
        await write('pagefind/index/en_1.pf_index', Buffer.from('index one'));
        return [];
      },
    } as Pick<PipelineSession, 'writeSearch'> as PipelineSession;
    const search = createSearchRefresh(sink);

    await search.refresh(session, () => true);
    const before = [...sink.keys()].sort();
    expect(before).toEqual(['pagefind/index/en_1.pf_index', 'pagefind/pagefind-entry.json']);

    fail = true;
    const problems = await search.refresh(session, () => true);
    // Search keeps answering: the last index is all still there.
    expect([...sink.keys()].sort()).toEqual(before);
    expect(sink.get('pagefind/index/en_1.pf_index')?.toString()).toBe('index one');
    expect(problems.map((d) => [d.code, d.severity])).toEqual([['search/refresh-failed', 'error']]);
    expect(problems[0]!.message).toContain("Pagefind's helper process stopped");
    expect(problems[0]!.message).toContain('Search still answers from the last index.');
    expect(problems[0]!.hint).toContain('lack of memory');
  });
});
