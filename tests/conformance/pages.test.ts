import { describe, expect, it } from 'vitest';
import { conformanceRun } from './conformance-run.ts';
import { formatTable } from './run-pages.ts';

// Conformance of pages with Mintlify's own published code (issue 17, (b) and (c)): over every
// corpus in ../shared/corpora and every docs.json site of the repository, each page is compiled
// by docsgen and by Mintlify's page compiler (`getMdx`, after its prebuild's import resolution:
// tests/conformance/mintlify-oracle.mjs). Every page whose frontmatter Mintlify's
// `parseFrontmatter` reads must give no docsgen frontmatter error and the same title and
// description; every h1–h4 id must be Mintlify's, in the same order; every other id Mintlify's
// compiler gives an element (tabs, accordions, views, fields, explicit ids) must be on docsgen's
// page, which holds no id twice; the Markdown files that are pages (not snippets) must be those of
// Mintlify's prebuild (tests/conformance/run-files.ts); and the navigation's pages and endpoint URLs
// must be those Mintlify's prebuild writes, in order, and every route (pages outside the
// navigation and generated endpoint pages too) one of its pages, and back (tests/conformance/run-nav.ts).
// Mintlify's side of each folder is recorded in tests/conformance/recorded/ and read back while its
// key (the folder's files, the oracle scripts, the pinned @mintlify versions) holds: a folder that
// changed is run through Mintlify again and its recording rewritten (commit it). A table per folder is printed; `npm run conformance -- <docs folder>` prints the same for any repository.
// The run is made once per test run and shared with tests/corpora-pages.test.ts, which judges the
// same compile of the corpora's pages (tests/conformance/conformance-run.ts).
describe('pages conform to Mintlify', () => {
  it('frontmatter, element ids, pages and navigation agree with Mintlify on every folder', {
    timeout: 1_200_000,
  }, async () => {
    const { rows, ms } = await conformanceRun();
    const pages = rows.reduce((n, r) => n + r.pages, 0);
    console.log(`conformance: ${pages} pages in ${ms} ms\n${formatTable(rows)}`);
    for (const r of rows) for (const f of r.mintlifyFailed) console.log(`Mintlify fails on ${r.name}/${f}`);
    for (const r of rows) if (r.navRefused) console.log(`Mintlify's prebuild refuses ${r.name}: ${r.navRefused}`);
    // A folder holding docsgen's own output (`npm run example` leaves example-docs/dist) is compared
    // without it: its `.md` copies are no pages, though Mintlify's prebuild would read them as such.
    for (const r of rows)
      for (const o of r.ignored ?? [])
        console.log(`conformance: ${r.name}/${o.dir} left out, docsgen's output (${o.files} files)`);
    expect(rows.flatMap((r) => r.differences.map((d) => `${r.name}/${d}`))).toEqual([]);
    // The comparison compares something: Mintlify compiled the pages and found headings.
    for (const r of rows) expect(r.mintlifyFails, r.name).toBeLessThan(Math.max(1, r.pages / 20));
    expect(rows.reduce((n, r) => n + r.headingIds, 0)).toBeGreaterThan(100);
    expect(rows.reduce((n, r) => n + r.elementIds, 0)).toBeGreaterThan(rows.reduce((n, r) => n + r.headingIds, 0));
  });
});
