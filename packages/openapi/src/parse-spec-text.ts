import { type Diagnostic, error, offsetToLineColumn } from '@docsgen/diagnostics';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

/** A parsed spec file and a way back from JSON pointers to positions. */
export interface ParsedSpecText {
  /** The plain JS value. */
  value: unknown;
  /** 1-based line:column of a JSON pointer (`/paths/~1users/get`), when it can be found. */
  locate: (pointer: string) => { line: number; column: number } | undefined;
}

/** A key as one segment of a JSON pointer (RFC 6901: `~` and `/` escaped). */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Decodes a JSON pointer into its segments. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return body === '/' ? [''] : [];
  return body
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function yamlLocator(text: string) {
  // Built lazily: JSON specs only pay for a YAML parse when a warning needs a position.
  let built: { doc: ReturnType<typeof parseDocument>; counter: LineCounter } | undefined;
  return (pointer: string) => {
    if (!built) {
      const counter = new LineCounter();
      built = {
        doc: parseDocument(text, { lineCounter: counter, keepSourceTokens: false, uniqueKeys: false }),
        counter,
      };
    }
    let node: unknown = built.doc.contents;
    let keyNode: Node | undefined;
    for (const seg of pointerSegments(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === seg);
        if (!pair) break;
        keyNode = isScalar(pair.key) ? pair.key : undefined;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(seg)];
        if (item === undefined) break;
        keyNode = undefined;
        node = item;
      } else break;
    }
    const range = keyNode?.range ?? (node as Node | undefined)?.range;
    if (!range) return undefined;
    const pos = built.counter.linePos(range[0]);
    return { line: pos.line, column: pos.col };
  };
}

/**
 * Parses a spec file's text: JSON with `JSON.parse` (fast for big specs), YAML with the `yaml`
 * package under an alias budget so alias bombs fail at once. Syntax errors come back as a
 * diagnostic at the file's line:column.
 */
export function parseSpecText(
  text: string,
  file: string,
  maxAliasCount: number,
): ParsedSpecText | { diagnostic: Diagnostic } {
  const trimmed = text.trimStart();
  const locate = yamlLocator(text);
  if (/\.json$/i.test(file) || trimmed.startsWith('{')) {
    try {
      return { value: JSON.parse(text), locate };
    } catch (e) {
      const message = (e as Error).message;
      const at = /line (\d+) column (\d+)/.exec(message);
      const pos = /position (\d+)/.exec(message);
      const where = at
        ? { line: Number(at[1]), column: Number(at[2]) }
        : pos
          ? offsetToLineColumn(text, Number(pos[1]))
          : {};
      return {
        diagnostic: error(
          'openapi/invalid-json',
          `The spec is not valid JSON: ${message.replace(/ in JSON[\s\S]*$/, '')}.`,
          {
            file,
            ...where,
            hint: 'Fix the JSON syntax at this position (a trailing comma or a missing quote is the usual cause).',
          },
        ),
      };
    }
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false, prettyErrors: false });
  const problem = doc.errors[0];
  if (problem) {
    const pos = counter.linePos(problem.pos[0]);
    return {
      diagnostic: error('openapi/invalid-yaml', `The spec is not valid YAML: ${problem.message.split('\n')[0]}`, {
        file,
        line: pos.line,
        column: pos.col,
        hint: 'Fix the YAML at this position (indentation and unquoted `:` are the usual causes).',
      }),
    };
  }
  try {
    return { value: doc.toJS({ maxAliasCount }), locate };
  } catch (e) {
    return {
      diagnostic: error(
        'openapi/yaml-alias-limit',
        `The spec expands too many YAML aliases: ${(e as Error).message}.`,
        {
          file,
          line: 1,
          column: 1,
          hint: `Specs may expand at most ${maxAliasCount} aliases; replace anchors and aliases with $ref.`,
        },
      ),
    };
  }
}
