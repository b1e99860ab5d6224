import { descriptors } from '@docsgen/components';
import { closestMatches } from '@docsgen/diagnostics';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { checkComponentProps } from './check-component-props.ts';
import { declaredOf, featuresOf, scopeOf } from './compile-data.ts';
import { report, reportDiagnostic } from './file-messages.ts';
import { SKIP, visitTree } from './visit-tree.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Options of {@link remarkComponents}. */
export interface RemarkComponentsOptions {
  /** Unknown components (and misused props) are errors. */
  strict: boolean;
  /** Names of the built-in components. */
  known: ReadonlySet<string>;
  /** Allowed members per component (`Tree` → `Folder`, `File`). */
  members: Readonly<Record<string, readonly string[]>>;
}

/**
 * Checks component names and lowers the compile-time ones: `<Latex>` becomes math (KaTeX),
 * `<CodeBlock>` with literal code becomes a fence (so it is highlighted). An unknown component
 * is a diagnostic at its place (error under strict) and is replaced by its children, never dropped
 * silently.
 */
export function remarkComponents(options: RemarkComponentsOptions) {
  return (tree: Root, file: VFile) => {
    const declared = declaredOf(file);
    const scope = scopeOf(file);
    const features = featuresOf(file);
    const isDefined = (name: string) => options.known.has(name) || declared.has(name) || name in scope;
    visitTree(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as JsxElement;
      const name = el.name;
      if (!name || !/^[A-Z]/.test(name)) return;
      // A page or snippet that declares its own `View` or `Latex` owns it.
      const own = declared.has(name) || name in scope;
      if (!own) for (const feature of builtinFeatures(name)) features.add(feature.name);
      if (name === 'Latex' && !own) {
        if (parent && index !== undefined) parent.children.splice(index, 1, latexMath(el) as never);
        return;
      }
      if (
        name === 'CodeBlock' &&
        parent &&
        index !== undefined &&
        el.children.every((c) => c.type === 'text' || c.type === 'paragraph')
      ) {
        parent.children.splice(index, 1, codeBlockFence(el) as never);
        return;
      }
      const [head, member] = name.split('.');
      if (isDefined(head!) && (!member || !options.members[head!] || options.members[head!]!.includes(member))) {
        // Built-ins only: a page or snippet that declares its own `Card` owns its props.
        if (!member && options.known.has(name) && !own) {
          for (const d of checkComponentProps(el, file.path, options.strict)) reportDiagnostic(file, d);
        }
        return;
      }
      const candidates = member
        ? (options.members[head!] ?? []).map((m) => `${head}.${m}`)
        : [...options.known, ...declared];
      const suggestions = closestMatches(
        name,
        candidates.filter((c) => !c.startsWith('Docsgen')),
      );
      report({
        file,
        place: el.position,
        code: 'mdx/unknown-component',
        reason: `Unknown component \`<${name}>\`; its content is shown without it.`,
        details: {
          severity: options.strict ? 'error' : 'warning',
          length: name.length + 1,
          hint:
            suggestions.length > 0
              ? `Did you mean ${suggestions.map((s) => `\`<${s}>\``).join(' or ')}?`
              : 'Import it from a snippet (`import { X } from "/snippets/x.jsx"`) or use a built-in component.',
        },
      });
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(el.children as never[]));
        // The children are walked where they now are, once: walking them below the removed
        // element as well reported an unknown child twice.
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

// `<CodeBlock>` with literal code as the fence it stands for (so it is highlighted).
function codeBlockFence(el: JsxElement) {
  const attr = (k: string) => {
    const a = el.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === k);
    return a && a.type === 'mdxJsxAttribute'
      ? a.value === null
        ? true
        : typeof a.value === 'string'
          ? a.value
          : undefined
      : undefined;
  };
  const meta = [
    attr('filename') ? `title="${String(attr('filename'))}"` : '',
    ...['lines', 'wrap', 'nocopy', 'expandable'].filter((k) => attr(k) === true || attr(k) === 'true'),
    attr('icon') ? `icon="${String(attr('icon'))}"` : '',
    attr('highlight') ? `highlight=${String(attr('highlight'))}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    type: 'code',
    lang: String(attr('language') ?? 'text'),
    meta,
    value: textOf(el),
    position: el.position,
  };
}

function textOf(node: { type: string; value?: string; children?: unknown[] }): string {
  // In `<Latex>\frac{a}{b}</Latex>` MDX reads `{a}` as an expression: give the braces back.
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return `{${node.value ?? ''}}`;
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => textOf(c as never)).join(node.type === 'mdxJsxFlowElement' ? '\n' : '');
}

// The client features a built-in component loads (its descriptor's `clientFeatures`).
function builtinFeatures(name: string) {
  return Object.hasOwn(descriptors, name) ? (descriptors[name]!.clientFeatures ?? []) : [];
}

// `<Latex>` as the math node remark-math makes of `$$…$$` (flow) or `$…$` (text), with the same
// hast data, so rehype-katex renders it like Markdown math (and reports TeX errors at its line).
function latexMath(el: JsxElement): RootContent {
  const value = textOf(el).trim();
  const text = { type: 'text', value };
  if (el.type === 'mdxJsxTextElement') {
    const hProperties = { className: ['language-math', 'math-inline'] };
    const data = { hName: 'code', hProperties, hChildren: [text] };
    return { type: 'inlineMath', value, data, position: el.position } as RootContent;
  }
  const code = { type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] } };
  const data = { hName: 'pre', hChildren: [{ ...code, children: [text] }] };
  return { type: 'math', value, data, position: el.position } as RootContent;
}
