import { type Diagnostic, error, offsetToLineColumn } from '@docsgen/diagnostics';
import { createScanner, type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';

/** Deepest object/array nesting accepted in docs.json and `$ref` files. */
export const MAX_JSON_DEPTH = 32;

/** Result of {@link parseJson}. */
export interface ParsedJson {
  /** The syntax tree; undefined when the text is empty, too deep or not valid JSON. */
  node?: Node;
  /** The text without a leading byte-order mark (offsets in `node` refer to it). */
  text: string;
  /** Syntax problems; at most one error (later ones are usually echoes of the first). */
  diagnostics: Diagnostic[];
}

// jsonc-parser exposes these as const enums, which isolated modules cannot read.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected `:` after the property name',
  CommaExpected: 'expected `,` between entries',
  CloseBraceExpected: 'expected `}` to close the object',
  CloseBracketExpected: 'expected `]` to close the list',
  EndOfFileExpected: 'unexpected content after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string (control characters must be escaped)',
};

/**
 * Parses JSON text into a positioned syntax tree. Order matters: the byte-order mark goes first
 * (offsets then match what editors show), then the empty check, then an iterative depth check so
 * that the recursive parser never sees input deep enough to overflow the stack.
 */
export function parseJson(raw: string, file: string): ParsedJson {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const at = (offset: number, length = 1) => ({ file, ...offsetToLineColumn(text, offset), length });
  if (text.trim() === '') {
    return {
      text,
      diagnostics: [
        error('config/empty', `${file} is empty: empty configuration.`, {
          file,
          hint: 'Write a JSON object, e.g. {"name": "My docs", "theme": "mint", "colors": {"primary": "#0D9373"}, "navigation": {"pages": ["index"]}}.',
        }),
      ],
    };
  }
  const tooDeep = findTooDeep(text);
  if (tooDeep !== undefined) {
    return {
      text,
      diagnostics: [
        error('config/too-deep', `${file} nests objects and lists more than ${MAX_JSON_DEPTH} levels deep.`, {
          ...at(tooDeep),
          hint: `Flatten the structure; docsgen accepts at most ${MAX_JSON_DEPTH} levels of nesting.`,
        }),
      ],
    };
  }
  const errors: ParseError[] = [];
  const node = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    return { text, diagnostics: [syntaxDiagnostic(text, file, first)] };
  }
  return { node, text, diagnostics: [] };
}

/** Offset of the first bracket that opens level MAX_JSON_DEPTH + 1, scanning tokens without recursion. */
function findTooDeep(text: string): number | undefined {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      depth++;
      if (depth > MAX_JSON_DEPTH) return scanner.getTokenOffset();
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      depth--;
    }
  }
  return undefined;
}

function syntaxDiagnostic(text: string, file: string, e: ParseError): Diagnostic {
  const name = printParseErrorCode(e.error);
  // A trailing comma shows up as "value/property expected" at the closing bracket; name it.
  const before = text.slice(0, e.offset).trimEnd();
  const closing = text[e.offset];
  if (
    (name === 'ValueExpected' || name === 'PropertyNameExpected') &&
    before.endsWith(',') &&
    (closing === '}' || closing === ']')
  ) {
    const commaOffset = before.length - 1;
    return error('config/json-syntax', `Invalid JSON in ${file}: trailing comma before \`${closing}\`.`, {
      file,
      ...offsetToLineColumn(text, commaOffset),
      length: 1,
      hint: 'Remove the comma after the last entry; JSON does not allow trailing commas.',
    });
  }
  const found = text.slice(e.offset, e.offset + Math.max(1, e.length)).slice(0, 20);
  const shown = e.offset >= text.length ? 'the end of the file' : `\`${found}\``;
  return error('config/json-syntax', `Invalid JSON in ${file}: ${SYNTAX_MESSAGES[name] ?? name}, found ${shown}.`, {
    file,
    ...offsetToLineColumn(text, Math.min(e.offset, text.length)),
    length: Math.max(1, Math.min(e.length, 40)),
    hint: 'Fix the JSON syntax at this position (strings in double quotes, commas between entries, no comments).',
  });
}
