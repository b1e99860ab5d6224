import { type ComponentChildren, h, toChildArray } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { headingSlug } from './heading-slug.ts';
import { IconNode, str } from './icon-node.tsx';
import { isJsxElement, jsxAttribute } from './jsx-attributes.ts';
import { type AnyNode, asFlow, label, titled } from './markdown-nodes.ts';
import { useAnchorId } from './render-context.ts';

/** Props of `<Steps>`. */
export interface StepsProps {
  /** Element for step titles: `p` (default), `h2`, `h3`, `h4`. */
  titleSize?: unknown;
  /** `<Step>` children. */
  children?: ComponentChildren;
}

const TITLE_TAGS = new Set(['p', 'h2', 'h3', 'h4']);

/** `<Steps>`: an ordered list of steps. */
export function Steps({ titleSize, children }: StepsProps) {
  const size = str(titleSize);
  const items = toChildArray(children).map((child) =>
    typeof child === 'object' && size && (child.props as StepProps).titleSize === undefined
      ? h(child.type as string, { ...(child.props as object), titleSize: size })
      : child,
  );
  return <ol class="dg-steps steps">{items}</ol>;
}

/** Props of `<Step>`. */
export interface StepProps {
  /** Step title; default none. */
  title?: unknown;
  /** Icon in place of the number; default the number. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Number shown (default: position in the list, by CSS counter). */
  stepNumber?: unknown;
  /** Element for the title: `p` (default), `h2`, `h3`, `h4`. */
  titleSize?: unknown;
  /** Anchor id; default the slug of the title. */
  id?: unknown;
  /** No anchor id; default false. */
  noAnchor?: unknown;
  /** Step content. */
  children?: ComponentChildren;
}

/** `<Step>`: one list item of `<Steps>`. */
export function Step({ title, icon, iconType, stepNumber, titleSize, id, noAnchor, children }: StepProps) {
  const text = str(title);
  const tag = TITLE_TAGS.has(str(titleSize) ?? '') ? (str(titleSize) as string) : 'p';
  const derived = useAnchorId(noAnchor || str(id) || !text ? undefined : headingSlug(text));
  const anchor = noAnchor ? undefined : (str(id) ?? derived);
  const number = str(stepNumber);
  return (
    <li
      class="dg-step step"
      id={anchor || undefined}
      value={number && /^\d+$/.test(number) ? Number(number) : undefined}
    >
      <span class="dg-step__marker" aria-hidden="true">
        {icon ? <IconNode icon={icon} iconType={iconType} className="dg-step__icon" /> : number}
      </span>
      <div class="dg-step__body">
        {text ? h(tag, { class: 'dg-step__title' }, text) : null}
        <div class="dg-step__content">{children}</div>
      </div>
    </li>
  );
}

/** `<Steps>`: must hold `<Step>`s; an ordered list of the steps in Markdown. */
export const steps: ComponentDescriptor = {
  render: Steps,
  props: { child: 'Step' },
  toMarkdown: (m) => {
    const items: AnyNode[] = [];
    const rest: AnyNode[] = [];
    for (const child of m.node.children) {
      if (isJsxElement(child) && child.name === 'Step') {
        const title = jsxAttribute(child, 'title');
        const body = asFlow(m.lower(child.children ?? [], false));
        items.push({ type: 'listItem', spread: true, children: [...(title ? [label(title)] : []), ...body] });
      } else rest.push(...m.lower([child], m.inline));
    }
    const list = { type: 'list', ordered: true, start: 1, spread: true, children: items };
    return [...(items.length ? [list] : []), ...rest];
  },
};

/** `<Step>` outside `<Steps>`: its bold title, then the body. */
export const step: ComponentDescriptor = {
  render: Step,
  props: { types: { title: 'text', icon: 'text' } },
  toMarkdown: (m) => titled(m.attr('title'), m.attr('description'), m.children()),
};
