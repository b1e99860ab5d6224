import { descriptors, normalizeCustomId } from '@docsgen/components';
import type { Heading as MdastHeading, Nodes, Root, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { type PlannedHeading, planIds } from './heading-plan.ts';
import { nodeText } from './mdast-text.ts';
import './compile-data.ts';
import { smartTitles } from './smart-titles.ts';
import { SNIPPET_HEADING_IDS } from './snippet-heading-ids.ts';
import type { Heading } from './types.ts';
import { visitTree } from './visit-tree.ts';

const CUSTOM_ID = /(?<!\s)\s*\{#([^{}]+)\}\s*$/;
const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/**
 * Components whose headings Mintlify leaves out of the table of contents, ids not made unique nor
 * cleaned (descriptors with `hidesHeadings`: Accordion, AccordionGroup, Expandable, Update, Prompt).
 */
const EXCLUDING = new Set(Object.keys(descriptors).filter((name) => descriptors[name]!.hidesHeadings));
/** Page modes in which Mintlify gives headings no id. */
const NO_IDS_MODES = new Set(['custom', 'frame']);

/**
 * Gives headings the ids Mintlify's page compiler gives them (`@docsgen/components`'
 * mintlify-heading-id.ts has the rules) and records them for the TOC:
 * - Markdown h1–h4 get the slug of their text (after SmartyPants, as Mintlify renders it),
 *   repeats numbered `-2`, `-3`; outside Accordion, Expandable, Update and Prompt the id is then
 *   decoded, cleaned and made unique on the page; inside them it stays as the first pass made it
 *   (percent-encoded). h5 and h6 get no id.
 * - `{#custom-id}` wins (normalised as Mintlify does) and takes no repeat number of its own.
 * - JSX `<h1>`–`<h4>` outside those components get an id too (their own `id` cleaned, or the slug).
 * - `<Update label>` entries join the TOC as level-2 entries with the id of their label.
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const headings: Heading[] = [];
    const headingPlan: PlannedHeading[] = [];
    file.data.headings = headings;
    file.data.headingPlan = headingPlan;
    if (NO_IDS_MODES.has(String(file.data.frontmatter?.mode ?? ''))) return collectWithoutIds(tree, headings);
    const snippetHeadings = file.data.snippetHeadings ?? {};
    const custom = customIds(tree);
    const excluded = excludedNodes(tree);
    const titles = smartTitles(tree);
    // Every heading in document order, the headings of each snippet copy at its place.
    const items: PlannedHeading[] = [];
    const owners: Array<MdastHeading | MdxJsxFlowElement> = [];
    visitTree(tree, (node) => {
      const inside = excluded.has(node);
      if (node.type === 'heading') {
        const own = custom.get(node);
        items.push({ title: titles.get(node) ?? '', depth: node.depth, kind: 'markdown', own, excluded: inside });
        owners.push(node);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement') return;
      const jsx = node as MdxJsxFlowElement;
      const name = jsx.name ?? '';
      if (JSX_HEADINGS.has(name)) {
        const own = stringAttribute(jsx, 'id');
        items.push({ title: titles.get(jsx) ?? '', depth: Number(name[1]), kind: 'jsx', own, excluded: inside });
        owners.push(jsx);
      } else if (name === 'Update' && stringAttribute(jsx, 'label') !== undefined) {
        const own = stringAttribute(jsx, 'id');
        items.push({ title: stringAttribute(jsx, 'label')!, depth: 2, kind: 'update', own, excluded: inside });
        owners.push(jsx);
      } else if (snippetHeadings[name]) {
        for (const item of snippetHeadings[name]!) {
          items.push({ ...item, excluded: item.excluded || inside });
          owners.push(jsx);
        }
      }
    });
    const ids = planIds(items);
    const renames = new Map<MdxJsxFlowElement, Array<[string, string]>>();
    items.forEach((item, n) => {
      const owner = owners[n]!;
      const id = ids[n] || undefined;
      const text = owner.type === 'heading' ? nodeText(owner).trim() : item.title.trim();
      if (owner.type === 'heading') {
        if (id === undefined) return;
        owner.data = { ...owner.data, hProperties: { ...(owner.data?.hProperties ?? {}), id } };
      } else if (item.kind !== 'markdown' || owner.name === 'Update' || JSX_HEADINGS.has(owner.name ?? '')) {
        if (id !== undefined) setAttribute(owner, 'id', id);
      } else {
        // A heading of a snippet copy: the copy renames its heading from the snippet's own id to this one.
        if (item.provisional && id) renames.set(owner, [...(renames.get(owner) ?? []), [item.provisional, id]]);
      }
      if (id !== undefined) headings.push({ depth: item.depth, text, id });
      // For the pages using this file as a snippet: only its own Markdown headings can be renamed there.
      headingPlan.push({ ...item, provisional: owner.type === 'heading' ? id : undefined });
    });
    for (const [owner, pairs] of renames) setAttribute(owner, SNIPPET_HEADING_IDS, JSON.stringify(pairs));
  };
}

/** `custom`/`frame` pages: headings are listed for the checks but get no id (there is no TOC). */
function collectWithoutIds(tree: Root, headings: Heading[]): void {
  const custom = customIds(tree);
  visitTree(tree, 'heading', (node) => {
    const id = custom.get(node);
    if (id === undefined) return;
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    headings.push({ depth: node.depth, text: nodeText(node).trim(), id });
  });
}

/** Strips a trailing `{#custom-id}` from each heading's text; the normalised ids, by heading. */
function customIds(tree: Root): Map<MdastHeading, string> {
  const custom = new Map<MdastHeading, string>();
  visitTree(tree, 'heading', (node) => {
    const last = node.children[node.children.length - 1];
    if (last?.type !== 'text') return;
    const m = CUSTOM_ID.exec(last.value);
    if (!m) return;
    (last as Text).value = last.value.slice(0, m.index);
    const id = normalizeCustomId(m[1]!);
    if (id) custom.set(node, id);
  });
  return custom;
}

/** Every node inside an Accordion, AccordionGroup, Expandable, Update or Prompt, or content for agents only. */
function excludedNodes(tree: Root): Set<Nodes> {
  const excluded = new Set<Nodes>();
  const mark = (node: Nodes) => {
    for (const child of 'children' in node ? (node.children as Nodes[]) : []) {
      excluded.add(child);
      mark(child);
    }
  };
  visitTree(tree, 'mdxJsxFlowElement', (node) => {
    if (excluded.has(node)) return;
    if (EXCLUDING.has(node.name ?? '') || (node.name === 'Visibility' && stringAttribute(node, 'for') === 'agents'))
      mark(node);
  });
  return excluded;
}

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function setAttribute(node: MdxJsxFlowElement, name: string, value: string): void {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  if (a) a.value = value;
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}
