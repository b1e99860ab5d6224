import { descriptors } from '@docsgen/components';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

// An expression prop that is certainly not text: a number, boolean, object, array or null literal.
const NOT_TEXT = /^\s*(-?\d[\d_.eE+-]*|true|false|null|\{[\s\S]*\}|\[[\s\S]*\])\s*$/;
// An expression prop that is certainly not a boolean: a number, string, object, array or null literal.
const NOT_FLAG = /^\s*(-?\d[\d_.eE+-]*|null|\{[\s\S]*\}|\[[\s\S]*\]|'[^']*'|"[^"]*"|`[^`]*`)\s*$/;

/**
 * Checks the props and children of a built-in component against its descriptor's `props`: each
 * prop against the type the component declares and reads it as (`text` props must not be numbers,
 * objects or lists; `flag` props must not be numbers, strings, objects or lists), and a container
 * (`<Tabs>`, `<Steps>`…) must hold its child component. Problems are located warnings (errors
 * under strict): the page still renders, but not what the author meant.
 */
export function checkComponentProps(el: JsxElement, file: string, strict: boolean): Diagnostic[] {
  const rule = el.name && Object.hasOwn(descriptors, el.name) ? descriptors[el.name]!.props : undefined;
  if (!rule) return [];
  const make = strict ? error : warning;
  const at = { file, line: el.position?.start.line, column: el.position?.start.column };
  const out: Diagnostic[] = [];
  const attrs = el.attributes.filter((a) => a.type === 'mdxJsxAttribute');
  for (const a of attrs) {
    const type = rule.types && Object.hasOwn(rule.types, a.name) ? rule.types[a.name] : undefined;
    if (!type || a.value == null || typeof a.value === 'string') continue;
    const expression = a.value.value;
    if (type === 'text' && NOT_TEXT.test(expression)) {
      out.push(
        make('mdx/component-prop', `\`${a.name}\` of \`<${el.name}>\` must be text; found \`{${expression}}\`.`, {
          ...at,
          hint: `Write \`${a.name}="…"\` with quotes.`,
        }),
      );
    } else if (type === 'flag' && NOT_FLAG.test(expression)) {
      out.push(
        make(
          'mdx/component-prop',
          `\`${a.name}\` of \`<${el.name}>\` must be true or false; found \`{${expression}}\`.`,
          {
            ...at,
            hint: `Write \`${a.name}={true}\`, \`${a.name}={false}\`, or \`${a.name}\` alone for true.`,
          },
        ),
      );
    }
  }
  if (rule.child) {
    const elements = el.children.filter((c) => c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement');
    if (!elements.some((c) => (c as JsxElement).name === rule.child)) {
      out.push(
        make('mdx/component-children', `\`<${el.name}>\` holds no \`<${rule.child}>\`; nothing of it is shown.`, {
          ...at,
          hint: `Put each part in its own \`<${rule.child}>\` inside \`<${el.name}>\`.`,
        }),
      );
    }
  }
  return out;
}
