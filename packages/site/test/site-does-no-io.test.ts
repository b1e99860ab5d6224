import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '..', 'src');
// The site model decides and returns, the engine (packages/build) reads, writes and runs (issue 46).
// Node's modules that read, write or run, and the ground floor's file reads.
const IO =
  /from '((node:)?(fs|fs\/promises|child_process|worker_threads|net|http|https)|@docsgen\/diagnostics\/read-(inside|repository-file))'/;

describe('the site model does no I/O', () => {
  it('imports no file, process or network module of Node, nor a file read of the ground floor', () => {
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => IO.test(readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
