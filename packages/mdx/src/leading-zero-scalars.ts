import { type Document, isScalar, Scalar, visit } from 'yaml';

// A plain value starting with a zero and another digit, optionally signed (`04.2026`, `09`).
const LEADING_ZERO = /^[-+]?0[0-9]/;
// An octal integer in YAML 1.1 (`0123`), which Mintlify's reader does take as a number.
const OCTAL = /^[-+]?0[0-7_]+$/;

/**
 * Gives back the written text of every plain value with a leading zero that Mintlify's YAML 1.1
 * reader (js-yaml) keeps as text but the core schema reads as a number: `title: 04.2026` is the
 * title "04.2026" there, not 4.2026. Octal integers stay numbers, as they do there.
 */
export function keepLeadingZeroText(doc: Document): void {
  visit(doc, {
    Scalar(_key, node) {
      if (
        isScalar(node) &&
        node.type === Scalar.PLAIN &&
        typeof node.value === 'number' &&
        typeof node.source === 'string' &&
        LEADING_ZERO.test(node.source) &&
        !OCTAL.test(node.source)
      ) {
        node.value = node.source;
      }
    },
  });
}
