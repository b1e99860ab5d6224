import type { ComponentChildren } from 'preact';
import { safeColor } from './callout.tsx';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { str } from './icon-node.tsx';
import { text } from './markdown-nodes.ts';

/** `<Color variant>`: a palette; `compact` (default) or `table`. */
function ColorRoot({ variant, children }: { variant?: unknown; children?: ComponentChildren }) {
  const v = str(variant) === 'table' ? 'table' : 'compact';
  return <div class={`dg-color dg-color--${v} color`}>{children}</div>;
}

function ColorRow({ title, children }: { title?: unknown; children?: ComponentChildren }) {
  return (
    <div class="dg-color__row color-row">
      {str(title) ? <p class="dg-color__row-title">{str(title)}</p> : null}
      <div class="dg-color__items">{children}</div>
    </div>
  );
}

function ColorItem({ name, value }: { name?: unknown; value?: unknown }) {
  const pair = value && typeof value === 'object' ? (value as { light?: unknown; dark?: unknown }) : undefined;
  const light = safeColor(pair ? pair.light : value);
  const dark = safeColor(pair ? pair.dark : value) ?? light;
  const label = pair ? [str(pair.light), str(pair.dark)].filter(Boolean).join(' / ') : (str(value) ?? '');
  return (
    <button type="button" class="dg-color__item color-item" data-dg-copy-text={light ?? label}>
      <span
        class="dg-color__swatch"
        style={{ '--dg-swatch-light': light ?? 'transparent', '--dg-swatch-dark': dark ?? 'transparent' }}
      />
      <span class="dg-color__name">{str(name) ?? ''}</span>
      <code class="dg-color__value">{label}</code>
    </button>
  );
}

/** `<Color>` with `Color.Row` and `Color.Item` (`value` a colour or `{ light, dark }`). */
export const Color = Object.assign(ColorRoot, { Row: ColorRow, Item: ColorItem });

/** `<Color>`: `<Color.Item>` reads as `name: value` in Markdown. */
export const color: ComponentDescriptor = {
  render: Color,
  members: { Row: {}, Item: { toMarkdown: (m) => [text(`${m.attr('name') ?? ''}: ${m.attr('value') ?? ''}`)] } },
};
