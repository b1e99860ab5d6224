import type { BuildResult, DevOutput, DevSink, FileChange, IncrementalBuilder } from '@docsgen/build';
import { type Diagnostic, error, formatReport } from '@docsgen/diagnostics';
import { ServiceDownError } from '@docsgen/diagnostics/supervised-service';
import { readSource } from './read-source.ts';
import type { ReloadChannel } from './reload-channel.ts';
import { renderOverlay } from './render-overlay.ts';
import type { ServedSite } from './served-site.ts';

/** Options of a {@link DevRebuild}. */
export interface DevRebuildOptions {
  /** Docs root (absolute). */
  root: string;
  /** The builder, building into `output`. */
  builder: IncrementalBuilder;
  /** The builder's sink. */
  output: DevSink;
  /** Announces rebuilds to open pages. */
  channel: ReloadChannel;
  /** Receives every message line. */
  log: (line: string) => void;
  /** ANSI colours in printed diagnostics. */
  color?: boolean;
}

/**
 * The rebuilds of one `docsgen dev` session and the site they serve: each rebuild's result becomes
 * a new {@link ServedSite} (swapped whole, with the overlay for its errors), is announced on the
 * reload channel and logged.
 */
export class DevRebuild {
  /** The version served now. */
  site: ServedSite = { revision: 0, files: new Map(), overlayHtml: '', hasGood: false };
  /** Diagnostics of the latest rebuild. */
  diagnostics: readonly Diagnostic[] = [];
  /** The latest rebuild's background work (pages rendered after answering, search index). */
  background: Promise<void> = Promise.resolve();
  private lastReport = '';
  private waiters: Array<{ n: number; resolve: () => void }> = [];

  constructor(private readonly options: DevRebuildOptions) {}

  /** Resolves once revision `n` (or a later one) is being served. */
  waitForRevision(n: number): Promise<void> {
    return n <= this.site.revision ? Promise.resolve() : new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  /** Builds everything (`changes` undefined, or no good build yet) or updates after `changes`, and serves the result. */
  async rebuild(changes: FileChange[] | undefined): Promise<void> {
    const { builder, channel, output } = this.options;
    const t0 = performance.now();
    // Described before the update, with the builder's own classification of each file.
    const what = changes ? describeChanges(changes, builder) : 'initial build';
    channel.building();
    let result: BuildResult;
    let serviceDown = false;
    try {
      // Until one build succeeds there is no state to update incrementally: build everything.
      result = changes && this.site.hasGood ? await builder.update(changes) : await builder.build();
    } catch (e) {
      // A crash in the builder is a bug, but the server must outlive it: report it like any error.
      result = crashResult(e, performance.now() - t0, this.site.hasGood);
      serviceDown = e instanceof ServiceDownError;
    }
    this.publish(result, what, serviceDown);
    // Outputs the builder refreshes after answering (the search index after a page edit) are
    // swapped in quietly: same revision, no reload, and only if no newer rebuild was published.
    // Open pages are told, so one that already loaded the old search index drops it. When that
    // work failed (the search index could not be refreshed; the last one is kept), the problem
    // joins the overlay, as a new revision that open pages reload into.
    const published = this.site.revision;
    this.background =
      result.background?.then(
        (late) => {
          if (this.site.revision !== published) return;
          this.site = { ...this.site, files: nextFiles(this.site, output, result) };
          if (late?.length) this.publishLate(late);
          else channel.searchIndex(published);
        },
        () => undefined,
      ) ?? Promise.resolve();
  }

  /** Adds problems of the background work to the version served: a new revision with its overlay. */
  private publishLate(late: readonly Diagnostic[]): void {
    const { root, channel, log, color } = this.options;
    this.diagnostics = [...this.diagnostics, ...late];
    const overlayHtml = renderOverlay(this.diagnostics, {
      readSource: (file) => readSource(root, file),
      afterBuild: !this.diagnostics.some((d) => d.severity === 'error' && !late.includes(d)),
    });
    this.site = { ...this.site, revision: this.site.revision + 1, overlayHtml };
    channel.broadcast(this.site.revision);
    this.resolveWaiters();
    const shown = this.diagnostics.filter((d) => d.severity !== 'info');
    this.lastReport = formatReport(shown, { readSource: (f) => readSource(root, f), color });
    log(this.lastReport);
  }

  private resolveWaiters(): void {
    const revision = this.site.revision;
    const ready = this.waiters.filter((w) => w.n <= revision);
    this.waiters = this.waiters.filter((w) => w.n > revision);
    for (const w of ready) w.resolve();
  }

  /**
   * Serves `result`. With `keep` (a helper service is down: the pages it left half made would miss
   * their island scripts or search index), the files served stay the last version's, as they were.
   */
  private publish(result: BuildResult, what: string, keep = false): void {
    const { root, output, channel } = this.options;
    const files = keep && this.site.hasGood ? this.site.files : nextFiles(this.site, output, result);
    const overlayHtml = renderOverlay(result.diagnostics, {
      readSource: (file) => readSource(root, file),
      firstBuild: !this.site.hasGood && !result.ok,
    });
    this.site = {
      revision: this.site.revision + 1,
      files,
      overlayHtml,
      hasGood: this.site.hasGood || result.ok,
      deferred: result.deferred,
    };
    this.diagnostics = result.diagnostics;
    channel.broadcast(this.site.revision);
    this.resolveWaiters();
    this.logResult(result, what);
  }

  private logResult(result: BuildResult, what: string): void {
    const { log, root, color } = this.options;
    const ms = Math.round(result.durationMs);
    if (result.ok) log(`${what}: ${result.pages} page${result.pages === 1 ? '' : 's'} in ${ms} ms`);
    else log(`${what}: failed in ${ms} ms${this.site.hasGood ? '; still serving the last version that built' : ''}`);
    // The full report only when it changed, so one lingering warning is not reprinted on every save.
    // Info notes (no sitemap without a site URL…) are about publishing, not about the preview.
    const shown = result.diagnostics.filter((d) => d.severity !== 'info');
    const report = shown.length ? formatReport(shown, { readSource: (f) => readSource(root, f), color }) : '';
    if (report !== this.lastReport) log(report || 'All problems fixed.');
    this.lastReport = report;
  }
}

/** "page guides/x.mdx" or "3 changes (config docs.json, …)" for the rebuild log, each file as the builder classifies it. */
function describeChanges(changes: FileChange[], builder: IncrementalBuilder): string {
  const one = (c: FileChange) =>
    `${builder.classify(c.path)} ${c.path}${c.kind === 'add' ? ' (added)' : c.kind === 'unlink' ? ' (deleted)' : ''}`;
  if (changes.length === 1) return one(changes[0]!);
  const shown = changes.slice(0, 3).map(one).join(', ');
  return `${changes.length} changes (${shown}${changes.length > 3 ? ', …' : ''})`;
}

// The result of a builder that threw. A helper process that died twice (the supervisor restarted
// it once, see superviseService) is the machine's state, not a bug: said as that.
function crashResult(e: unknown, durationMs: number, hasGood: boolean): BuildResult {
  const message = e instanceof Error ? e.message : String(e);
  const diagnostic =
    e instanceof ServiceDownError
      ? error('dev/service-down', `${e.message}${hasGood ? ' The last version that built is still served.' : ''}`, {
          hint: `${e.service} runs as a separate process; it may have been stopped for lack of memory. Free some memory, then save a file to try again (or restart \`docsgen dev\`).`,
        })
      : error('dev/build-crashed', `The build stopped with an internal error: ${message}`, {
          hint: 'Save the file again to retry; if it persists, report it with the file that triggers it.',
        });
  return { ok: false, pages: 0, files: [], durationMs, diagnostics: [diagnostic] };
}

/**
 * The files to serve after a rebuild, always a fresh Map swapped in with one assignment, so a
 * request sees the old site or the new one, never a mix. A good build is served as built. A failed
 * one keeps the last good version of whatever it could not produce (the page that failed to
 * compile); when it produced nothing at all (docs.json unreadable) the old site stays as it was.
 * Pages the build renders later (`result.deferred`) are never filled in from the old version: it
 * shows the old navigation.
 */
function nextFiles(
  site: ServedSite,
  output: ReadonlyMap<string, DevOutput>,
  result: BuildResult,
): ReadonlyMap<string, DevOutput> {
  if (result.ok || !site.hasGood) return new Map(output);
  if (output.size === 0) return site.files;
  const files = new Map(output);
  for (const [path, bytes] of site.files) {
    if (!files.has(path) && !result.deferred?.has(path)) files.set(path, bytes);
  }
  return files;
}
