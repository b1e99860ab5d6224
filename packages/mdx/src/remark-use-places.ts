// Problems found while a page renders (a user component that threw or lost a prop, an icon not
// shown as named, a name not defined) are placed where the page writes the name: this plugin notes,
// before any plugin changes the tree, the first place of each element name, expression, import
// binding and quoted string, from the nodes' own positions (file.data.places).
import type { Node as EsNode, Program } from 'estree';
import type { Root } from 'mdast';
// Their types add the MDX expression and ESM nodes (value, data.estree) to mdast's node types.
import type {} from 'mdast-util-mdx-expression';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdxjs-esm';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './parse-code-meta.ts';
import { visitTree } from './visit-tree.ts';

/** First places of what a page writes, by name or value (1-based line and column). */
export interface UsePlaces {
  /** `<Name` (and `<Name.Member`, under both names): the element's `<`. */
  elements: Map<string, Point>;
  /** `{Name…}` expressions (their `{`), names inside expression props and import bindings (the name). */
  expressions: Map<string, Point>;
  /** Literal `icon` props, by value: the value's first character. */
  icons: Map<string, Point>;
  /** Any quoted string of a prop or of JavaScript, by value: its first character. */
  strings: Map<string, Point>;
}

declare module 'vfile' {
  interface DataMap {
    /** remark-use-places: where names and strings are first written. */
    places: UsePlaces;
  }
}

/** A child of an estree node: any object with a `type` (the walk reads every key of a node). */
function isEsNode(value: unknown): value is EsNode {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const LEADING_NAME = /^\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)/;

/** Notes the first places (see {@link UsePlaces}); runs before imports are hoisted out of the tree. */
export function remarkUsePlaces() {
  return (tree: Root, file: VFile) => {
    const places: UsePlaces = { elements: new Map(), expressions: new Map(), icons: new Map(), strings: new Map() };
    file.data.places = places;
    const source = String(file.value ?? '');
    visitTree(tree, (node) => {
      const start = node.position?.start;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const el: JsxElement = node;
        if (el.name && start) for (const name of prefixes(el.name)) first(places.elements, name, start);
        for (const attr of el.attributes) {
          const expression =
            attr.type === 'mdxJsxExpressionAttribute' ? attr : typeof attr.value === 'object' ? attr.value : undefined;
          if (expression) {
            const estree = expression.data?.estree;
            const iconProp = attr.type === 'mdxJsxAttribute' && attr.name === 'icon';
            if (estree) propPlaces(estree, expression.value, places, iconProp);
            continue;
          }
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          const at = valuePlace(attr, el, source);
          if (!at) continue;
          first(places.strings, attr.value, at);
          if (attr.name === 'icon') first(places.icons, attr.value, at);
        }
      } else if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && start) {
        const lead = LEADING_NAME.exec(node.value)?.[1];
        if (lead) for (const name of prefixes(lead)) first(places.expressions, name, start);
        const estree = node.data?.estree;
        if (estree) esPlaces(estree, places, false);
      } else if (node.type === 'code' && start) {
        // A fence's `icon=` (code blocks show it): in the fence's own first line.
        const icon = parseCodeMeta(node.meta).icon;
        const at = icon ? fenceIconPlace(source, start, icon) : undefined;
        if (icon && at) first(places.icons, icon, at);
      } else if (node.type === 'mdxjsEsm') {
        const estree = node.data?.estree;
        if (estree) esPlaces(estree, places, false);
      }
      return undefined;
    });
  };
}

/** Where a render-time problem about `name` is: its first element, else its first expression or import. */
export function placeOfName(places: UsePlaces | undefined, name: string): Point | undefined {
  return places?.elements.get(name) ?? places?.expressions.get(name);
}

/** Where an icon `name` is written: its first literal `icon` prop, else its first quoted string. */
export function placeOfIcon(places: UsePlaces | undefined, name: string): Point | undefined {
  return places?.icons.get(name) ?? places?.strings.get(name);
}

function prefixes(name: string): string[] {
  const parts = name.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/** Keeps the earliest place of `key` (the walks do not visit in text order everywhere). */
function first(map: Map<string, Point>, key: string, at: Point): void {
  const seen = map.get(key);
  if (!seen || at.line < seen.line || (at.line === seen.line && at.column < seen.column)) map.set(key, at);
}

/** An expression prop's strings, and the name it starts with (`prop={Name…}`), at that name. */
function propPlaces(estree: Program, text: string, places: UsePlaces, iconProp: boolean): void {
  esPlaces(estree, places, iconProp);
  const lead = LEADING_NAME.exec(text)?.[1];
  const loc = (estree.body[0] ?? estree).loc?.start;
  if (lead && loc)
    for (const name of prefixes(lead)) first(places.expressions, name, { line: loc.line, column: loc.column + 1 });
}

/** String literals (the character after the quote) and import bindings (the name), from an estree. */
function esPlaces(root: EsNode, places: UsePlaces, iconProp: boolean): void {
  const walk = (node: EsNode, parent: EsNode | undefined) => {
    const loc = node.loc?.start;
    if (loc) {
      const inner = { line: loc.line, column: loc.column + 2 };
      if (node.type === 'Literal' && typeof node.value === 'string') {
        first(places.strings, node.value, inner);
        if (iconProp && parent?.type === 'ExpressionStatement') first(places.icons, node.value, inner);
      } else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        const cooked = node.quasis[0]?.value.cooked;
        if (typeof cooked === 'string') first(places.strings, cooked, inner);
      } else if (
        node.type === 'ImportSpecifier' ||
        node.type === 'ImportDefaultSpecifier' ||
        node.type === 'ImportNamespaceSpecifier'
      ) {
        const l = node.local.loc?.start;
        if (l) first(places.expressions, node.local.name, { line: l.line, column: l.column + 1 });
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range' || !value || typeof value !== 'object') continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isEsNode(child)) walk(child, node);
    }
  };
  walk(root, undefined);
}

/**
 * The first character of a string prop's value: from the attribute's own position when the parser
 * gives one (micromark), else (satteri gives attributes none) found in the element's opening tag,
 * from the element's offset.
 */
function valuePlace(attr: MdxJsxAttribute, el: JsxElement, source: string): Point | undefined {
  const value = attr.value as string;
  const end = attr.position?.end;
  if (end) return { line: end.line, column: end.column - 1 - value.length };
  const start = el.position?.start;
  if (start?.offset === undefined) return undefined;
  const tagEnd = el.children[0]?.position?.start.offset ?? el.position?.end.offset ?? source.length;
  const tag = source.slice(start.offset, tagEnd);
  const at = attributeValueIndex(tag, attr.name, value);
  if (at < 0) return undefined;
  const before = tag.slice(0, at);
  const lines = before.split('\n');
  return lines.length === 1
    ? { line: start.line, column: start.column + at }
    : { line: start.line + lines.length - 1, column: lines[lines.length - 1]!.length + 1 };
}

/** Where a fence's opening line (from the fence's offset) writes `icon=value` (quoted or not): the value's first character. */
function fenceIconPlace(source: string, start: Point, icon: string): Point | undefined {
  if (start.offset === undefined) return undefined;
  const lineEnd = source.indexOf('\n', start.offset);
  const line = source.slice(start.offset, lineEnd < 0 ? source.length : lineEnd);
  for (let i = line.indexOf('icon='); i >= 0; i = line.indexOf('icon=', i + 1)) {
    const rest = line.slice(i + 5);
    const quoted = rest[0] === '"' || rest[0] === "'" ? 1 : 0;
    if (rest.startsWith(icon, quoted)) return { line: start.line, column: start.column + i + 5 + quoted };
  }
  return undefined;
}

/** Index of the value of `name="value"` (or `'value'`) in an element's opening tag; -1 when not written so. */
function attributeValueIndex(tag: string, name: string, value: string): number {
  for (const quote of ['"', "'"]) {
    let from = 0;
    for (;;) {
      const i = tag.indexOf(`${quote}${value}${quote}`, from);
      if (i < 0) break;
      const lead = tag.slice(0, i).trimEnd();
      if (lead.endsWith('=') && lead.slice(0, -1).trimEnd().endsWith(name)) return i + 1;
      from = i + 1;
    }
  }
  return -1;
}
