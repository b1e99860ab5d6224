import { componentId, mintlifySlug, paramFieldId, slugCounter } from '@docsgen/components';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visitTree } from './visit-tree.ts';

const FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
/** Where a `<ParamField>`'s name is read, first found first (Mintlify's `PARAM_NAME_PRECEDENCE`). */
const PARAM_NAME_PRECEDENCE = ['query', 'path', 'body', 'header'];

/**
 * Gives the components that Mintlify's page compiler gives an id the same id, so that a link
 * copied from a Mintlify site lands here too (tests/conformance compares every id):
 * - `<Tab title>`: the title's slug as for headings, repeats numbered `-2`, `-3`, never an id an
 *   explicit `id` of another tab took (`remarkComponentIds`);
 * - `<Accordion title>` and `<View title>`: `componentId` of the title, repeats numbered `-1`, `-2`;
 * - `<ParamField>`, `<Param>`, `<ResponseField>`: `param-` and the decamelized name
 *   (`param-expire-after-secs`), repeats numbered `-1`, `-2`, past explicit ids (`rehypeParamFieldIds`).
 * Only block elements get one, and an element with its own `id` keeps it.
 */
export function remarkComponentIds() {
  return (tree: Root) => {
    const elements: MdxJsxFlowElement[] = [];
    visitTree(tree, 'mdxJsxFlowElement', (node) => {
      elements.push(node);
    });
    tabIds(elements.filter((e) => e.name === 'Tab'));
    titledIds(elements.filter((e) => e.name === 'Accordion'));
    titledIds(elements.filter((e) => e.name === 'View'));
    fieldIds(elements.filter((e) => FIELDS.has(e.name ?? '')));
  };
}

function tabIds(tabs: MdxJsxFlowElement[]): void {
  const used = new Set(tabs.map((t) => stringAttribute(t, 'id')).filter((id): id is string => Boolean(id)));
  const counter = slugCounter();
  for (const tab of tabs) {
    const title = stringAttribute(tab, 'title');
    if (stringAttribute(tab, 'id') || !title) continue;
    // An `id={expression}` keeps its own id but, as on Mintlify, still counts its title's slug.
    let slug = mintlifySlug(title, counter);
    while (used.has(slug)) slug = mintlifySlug(title, counter);
    used.add(slug);
    if (!hasAttribute(tab, 'id')) tab.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: slug });
  }
}

function titledIds(elements: MdxJsxFlowElement[]): void {
  const counts = new Map<string, number>();
  for (const el of elements) {
    const title = stringAttribute(el, 'title');
    if (!title || hasAttribute(el, 'id')) continue;
    const base = componentId(title);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    el.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: componentId(title, count) });
  }
}

function fieldIds(fields: MdxJsxFlowElement[]): void {
  const claimed = new Set(fields.map((f) => stringAttribute(f, 'id')).filter((id): id is string => Boolean(id)));
  const counts = new Map<string, number>();
  for (const field of fields) {
    if (hasAttribute(field, 'id')) continue;
    const name =
      field.name === 'ResponseField'
        ? stringAttribute(field, 'name')
        : PARAM_NAME_PRECEDENCE.map((a) => stringAttribute(field, a)).find(Boolean);
    if (!name) continue;
    const base = paramFieldId(name);
    let count = counts.get(base) ?? 0;
    let id = paramFieldId(name, count);
    while (claimed.has(id)) id = paramFieldId(name, ++count);
    counts.set(base, count + 1);
    claimed.add(id);
    field.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
  }
}

function hasAttribute(node: MdxJsxFlowElement, name: string): boolean {
  return node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** A non-empty literal attribute value. */
function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' && a.value !== '' ? a.value : undefined;
}
