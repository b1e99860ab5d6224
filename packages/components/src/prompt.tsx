import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { IconNode, str } from './icon-node.tsx';
import { paragraph, text } from './markdown-nodes.ts';

/** Props of `<Prompt>`. */
export interface PromptProps {
  /** What the prompt does (required). */
  description?: unknown;
  /** Actions (`copy`, `cursor`); only copy is rendered. Default `["copy"]`. */
  actions?: unknown;
  /** Icon; default `sparkles`. */
  icon?: unknown;
  /** The prompt text. */
  children?: ComponentChildren;
}

/** `<Prompt>`: an AI prompt with a copy button. */
export function Prompt({ description, icon, children }: PromptProps) {
  return (
    <div class="dg-prompt">
      <div class="dg-prompt__header">
        <IconNode icon={str(icon) ?? 'wand-magic-sparkles'} className="dg-prompt__icon" />
        <span class="dg-prompt__description">{str(description) ?? ''}</span>
        <button type="button" class="dg-copy" aria-label="Copy prompt" data-dg-copy="">
          Copy
        </button>
      </div>
      <div class="dg-prompt__text">{children}</div>
    </div>
  );
}

/** `<Prompt>`: its description, then the prompt text, in Markdown. */
export const prompt: ComponentDescriptor = {
  render: Prompt,
  toMarkdown: (m) => {
    const description = m.attr('description');
    return [...(description ? [paragraph([text(description)])] : []), ...m.children()];
  },
  hidesHeadings: true,
};
