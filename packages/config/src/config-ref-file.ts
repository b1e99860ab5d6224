// Where a docs.json `$ref` leads and the text of the file it names: the file side of readJsonTree's
// `$ref` resolution (read-json-tree.ts keeps the tree side: merging, cycles, counting).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';
import { decodeConfigBytes } from './decode-config-bytes.ts';

/** Why a `$ref` is refused: its diagnostic's code, message and hint. */
export type RefProblem = { code: string; message: string; hint: string };

/**
 * The real path of the file a `$ref` written in `fromFile` (docs-root-relative) names, or why it is
 * refused: a URL or absolute path, outside the docs root (also through a symlink), or missing.
 */
export function locateRef(ref: string, fromFile: string, realRoot: string): { real: string } | RefProblem {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(ref) || path.isAbsolute(ref) || path.win32.isAbsolute(ref)) {
    return {
      code: 'config/ref-outside-root',
      message: `\`$ref\` "${ref}" is absolute or a URL; external $ref not allowed.`,
      hint: 'Point at a JSON file inside the docs root with a relative path, e.g. "./fr.json".',
    };
  }
  const fromDir = path.dirname(path.join(realRoot, fromFile));
  const target = path.resolve(fromDir, ref);
  if (!isInside(realRoot, target)) {
    return {
      code: 'config/ref-outside-root',
      message: `\`$ref\` "${ref}" resolves outside the docs root; external $ref not allowed.`,
      hint: 'Move the file inside the docs root and reference it relatively.',
    };
  }
  let real: string;
  try {
    real = realpathSync(target);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
    return {
      code: 'config/ref-not-found',
      message: `\`$ref\` "${ref}" does not exist (${code}); looked for ${toPosix(path.relative(realRoot, target))}.`,
      hint: 'Check the path; it is relative to the file that contains the `$ref`.',
    };
  }
  if (!isInside(realRoot, real)) {
    return {
      code: 'config/ref-outside-root',
      message: `\`$ref\` "${ref}" is a symlink to a file outside the docs root; external $ref not allowed.`,
      hint: 'Copy the file into the docs root instead of linking to it.',
    };
  }
  return { real };
}

/**
 * The text of the referenced file `real`, read through the one read gate (the file opened must lie
 * inside the docs root: a link swapped in after `locateRef` looked is refused); the diagnostic when it
 * does not decode, or why it cannot be read.
 */
export function readRef({
  realRoot,
  real,
  ref,
  relFile,
}: {
  realRoot: string;
  real: string;
  ref: string;
  relFile: string;
}): { text: string } | { diagnostic: Diagnostic } | RefProblem {
  const read = readInsideSync(realRoot, real);
  if (!read.ok) {
    if (read.reason === 'not-a-file')
      return {
        code: 'config/ref-not-found',
        message: `\`$ref\` "${ref}" is a directory, not a JSON file.`,
        hint: 'Point at a .json file.',
      };
    if (read.reason === 'outside')
      return {
        code: 'config/ref-outside-root',
        message: `\`$ref\` "${ref}" leads to a file outside the docs root; external $ref not allowed.`,
        hint: 'Copy the file into the docs root instead of linking to it.',
      };
    return {
      code: 'config/ref-unreadable',
      message: `\`$ref\` "${ref}" could not be read (${read.code ?? read.reason}).`,
      hint: 'Check file permissions.',
    };
  }
  const decoded = decodeConfigBytes(read.bytes, relFile);
  if ('diagnostic' in decoded) return { diagnostic: decoded.diagnostic };
  return { text: decoded.text };
}

/** `p` with `/` separators. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
