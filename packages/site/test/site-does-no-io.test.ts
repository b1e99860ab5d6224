import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..', 'src');
// Node's modules that read, write or run: the site model decides and returns, the engine
// (packages/build) does these (issue 46).
const IO = /from '(node:)?(fs|fs\/promises|child_process|worker_threads|net|http|https)'/;
// Still reading files itself (issue 46: to move into the engine as git did); none may be added.
const NOT_YET = new Set(['skill-files.ts']);

describe('the site model does no I/O', () => {
  it('imports no file, process or network module of Node', () => {
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !NOT_YET.has(f))
      .filter((f) => IO.test(readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
