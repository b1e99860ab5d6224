import { describe, expect, it, vi } from 'vitest';

// Whether the process is out of file descriptors, as the probe in taskFailure sees it.
const descriptors = vi.hoisted(() => ({ exhausted: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const openSync: typeof fs.openSync = (...args) => {
    if (descriptors.exhausted) throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    return fs.openSync(...args);
  };
  return { ...fs, default: { ...fs, openSync }, openSync };
});

const { taskFailure } = await import('../src/task-failure.ts');

const missing = new Error(
  "Cannot find package '/opt/docsgen/node_modules/hast-util-to-jsx-runtime/package.json' imported from /opt/docsgen/dist/page-worker.cjs",
);

describe('taskFailure', () => {
  it('says a compile that ran out of file descriptors is that, located at the page, not "Cannot find package"', () => {
    const direct = taskFailure('guides/a.mdx', new Error("EMFILE: too many open files, open '/docs/snippets/x.mdx'"));
    expect(direct.code).toBe('build/too-many-open-files');
    expect(direct.file).toBe('guides/a.mdx');
    expect(direct.hint).toContain('ulimit -n');

    descriptors.exhausted = true;
    const loader = taskFailure('guides/a.mdx', missing);
    descriptors.exhausted = false;
    expect(loader.code).toBe('build/too-many-open-files');
    expect(loader.message).toContain('ran out of open files');
    expect(loader.message).toContain('hast-util-to-jsx-runtime');
    expect(loader.message).not.toContain('Cannot find package');
  });

  it('says docsgen could not load its own module, with both causes, when descriptors are left', () => {
    const d = taskFailure('guides/a.mdx', missing);
    expect(d.code).toBe('build/page-failed');
    expect(d.message).not.toContain('Cannot find package');
    expect(d.message).toContain('ran out of open files');
    expect(d.message).toContain('installation is incomplete');
    expect(d.hint).toContain('ulimit -n');
    // Any other failure keeps its own message.
    expect(taskFailure('a.mdx', new Error('Unexpected token')).message).toBe(
      'Page `a.mdx` could not be compiled: Unexpected token',
    );
  });
});
