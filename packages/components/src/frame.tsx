import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { str } from './icon-node.tsx';
import { paragraph, text } from './markdown-nodes.ts';

/** Props of `<Frame>`. */
export interface FrameProps {
  /** Caption under the content; default none. */
  caption?: unknown;
  /** Hint text above the content; default none. */
  hint?: unknown;
  /** An image or other media. */
  children?: ComponentChildren;
}

/** `<Frame>`: a bordered figure around an image, with an optional caption. */
export function Frame({ caption, hint, children }: FrameProps) {
  return (
    <figure class="dg-frame frame">
      {str(hint) ? <p class="dg-frame__hint">{str(hint)}</p> : null}
      <div class="dg-frame__content">{children}</div>
      {str(caption) ? <figcaption class="dg-frame__caption">{str(caption)}</figcaption> : null}
    </figure>
  );
}

/** `<Frame>`: its content, then the caption in italics, in Markdown. */
export const frame: ComponentDescriptor = {
  render: Frame,
  toMarkdown: (m) => {
    const caption = m.attr('caption');
    return caption ? [...m.children(), paragraph([{ type: 'emphasis', children: [text(caption)] }])] : m.children();
  },
};
