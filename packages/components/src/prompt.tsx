import type { ComponentChildren } from 'preact';
import { clientScriptFeature } from './client-feature.ts';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { IconNode, str } from './icon-node.tsx';
import { paragraph, text } from './markdown-nodes.ts';
import { vnodeText } from './vnode-text.ts';

/** Cursor's link that opens a new chat with a prompt (the client fills it from the rendered text). */
export const CURSOR_PROMPT_URL = 'cursor://anysphere.cursor-deeplink/prompt?text=';

/** Props of `<Prompt>`. */
export interface PromptProps {
  /** What the prompt does (required). */
  description?: unknown;
  /** Actions: `copy` (to the clipboard), `cursor` (open in Cursor). Default `["copy"]`. */
  actions?: unknown;
  /** Icon; default `sparkles`. */
  icon?: unknown;
  /** The prompt text. */
  children?: ComponentChildren;
}

/** `<Prompt>`: an AI prompt with its actions: a copy button, an "Open in Cursor" link. */
export function Prompt({ description, icon, actions, children }: PromptProps) {
  const list = Array.isArray(actions) ? actions.map((a) => str(a)) : ['copy'];
  return (
    <div class="dg-prompt prompt">
      <div class="dg-prompt__header">
        <IconNode icon={str(icon) ?? 'fa:wand-magic-sparkles'} className="dg-prompt__icon" />
        <span class="dg-prompt__description">{str(description) ?? ''}</span>
        <span class="dg-prompt__actions">
          {list.includes('cursor') ? (
            <a
              class="dg-copy dg-prompt__cursor"
              href={CURSOR_PROMPT_URL + encodeURIComponent(vnodeText(children).trim())}
              data-dg-prompt-cursor=""
            >
              Open in Cursor
            </a>
          ) : null}
          {list.includes('copy') ? (
            <button type="button" class="dg-copy" aria-label="Copy prompt" data-dg-copy="">
              Copy
            </button>
          ) : null}
        </span>
      </div>
      <div class="dg-prompt__text">{children}</div>
    </div>
  );
}

/** `<Prompt>`: its description, then the prompt text, in Markdown. */
export const prompt: ComponentDescriptor = {
  render: Prompt,
  // "Open in Cursor" filled from the rendered text (client/prompt-links.ts), on pages with `<Prompt>`s.
  clientFeatures: [clientScriptFeature('prompt', 'prompt-links.ts')],
  toMarkdown: (m) => {
    const description = m.attr('description');
    return [...(description ? [paragraph([text(description)])] : []), ...m.children()];
  },
  hidesHeadings: true,
};
