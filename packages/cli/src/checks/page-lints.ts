import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { authoringChecks, type CompiledPage } from '@docsgen/mdx';
import { partialComponents, unsupportedFrontmatter } from './unsupported-features.ts';

/**
 * What `docsgen check` adds to the build's diagnostics of one page it compiled: the authoring
 * rules (title and description, headings from h2, images in `<Frame>`), located in the source,
 * and notes on Mintlify frontmatter and components docsgen does not act on fully. The page is the
 * one the build made (its worker compile, with any frontmatter endpoint); only its source is read
 * again, here, to point at lines.
 */
export async function pageLints(root: string, file: string, page: CompiledPage): Promise<Diagnostic[]> {
  let source: string;
  try {
    source = await readFile(path.join(root, file), 'utf8');
  } catch {
    // Read a moment ago by the build: gone since, nothing to point at.
    return [];
  }
  return [
    ...authoringChecks(page, file).map((d) => locateAuthoring(d, source)),
    ...unsupportedFrontmatter(page.frontmatter, file, source),
    ...partialComponents(source, file),
  ];
}

/**
 * The heading and image rules are judged on the rendered page, which has no positions; point them
 * at the first heading or image line of the source, so the report shows the place to edit.
 */
function locateAuthoring(d: Diagnostic, source: string): Diagnostic {
  if (d.line !== undefined) return d;
  let pattern: RegExp | undefined;
  if (d.code === 'authoring/heading-level') {
    // The message names the heading; find that heading line, not a `#` comment in a code block.
    const m = /`([^`]*)` is level (\d)/.exec(d.message);
    const text = (m?.[1] ?? '').slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = m ? new RegExp(`^ {0,3}#{${m[2]}}\\s+.*${text}|^\\s*<h${m[2]}\\b`, 'm') : undefined;
  } else if (d.code === 'authoring/image-frame') {
    // The first image outside a `<Frame>` (those inside are fine).
    pattern = /<Frame\b|<\/Frame>|!\[[^[\]]*\]\(|<img\b/g;
  }
  const match = pattern ? firstMatch(source, pattern) : undefined;
  if (match === undefined) return d;
  const before = source.slice(0, match);
  const line = before.split('\n').length;
  return { ...d, line, column: match - before.lastIndexOf('\n') };
}

/** Offset of the first match of `pattern` after the frontmatter; a global pattern skips matches inside `<Frame>`. */
function firstMatch(source: string, pattern: RegExp): number | undefined {
  const fm = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  const start = fm ? fm[0].length : 0;
  const body = source.slice(start);
  if (!pattern.global) {
    const m = pattern.exec(body);
    return m ? start + m.index : undefined;
  }
  let frames = 0;
  for (const m of body.matchAll(pattern)) {
    if (m[0].startsWith('<Frame')) frames++;
    else if (m[0] === '</Frame>') frames = Math.max(0, frames - 1);
    else if (frames === 0) return start + m.index;
  }
  return undefined;
}
