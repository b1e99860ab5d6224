import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { IconNode, str } from './icon-node.tsx';
import { type AnyNode, asFlow, asPhrasing, paragraph, text } from './markdown-nodes.ts';

/** Props of the callouts (Note, Tip, Warning, Info, Check, Danger, Callout). */
export interface CalloutProps {
  /** Optional bold title above the content; default none. */
  title?: unknown;
  /** Icon name replacing the kind's default icon; default per kind. */
  icon?: unknown;
  /** Font Awesome style for `icon`; default library order. */
  iconType?: unknown;
  /** Accent colour (CSS colour) for `Callout`; default the kind's colour. */
  color?: unknown;
  /** Content. */
  children?: ComponentChildren;
}

/** Each callout kind's icon (also typed cards'): Font Awesome's whatever `icons.library` says (Lucide and Tabler name them otherwise). */
export const CALLOUT_ICONS: Readonly<Record<string, string>> = {
  note: 'fa:circle-info',
  tip: 'fa:lightbulb',
  warning: 'fa:triangle-exclamation',
  info: 'fa:circle-info',
  check: 'fa:circle-check',
  danger: 'fa:circle-exclamation',
  callout: 'fa:circle-info',
};

const SAFE_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\))$/;

/** A CSS colour from user props, or undefined when it is not a plain colour value. */
export function safeColor(value: unknown): string | undefined {
  const s = str(value)?.trim();
  return s && SAFE_COLOR.test(s) ? s : undefined;
}

function makeCallout(kind: string, label: string) {
  const Component = ({ title, icon, iconType, color, children }: CalloutProps) => {
    const accent = safeColor(color);
    return (
      <div
        class={`dg-callout dg-callout--${kind} callout`}
        role="note"
        aria-label={str(title) ?? label}
        style={accent ? { '--dg-callout-accent': accent } : undefined}
      >
        <IconNode icon={str(icon) ?? CALLOUT_ICONS[kind]} iconType={iconType} className="dg-callout__icon" />
        <div class="dg-callout__content">
          {str(title) ? <p class="dg-callout__title">{str(title)}</p> : null}
          {children}
        </div>
      </div>
    );
  };
  Object.defineProperty(Component, 'name', { value: label });
  return Component;
}

/** `<Note>`: neutral information. */
export const Note = makeCallout('note', 'Note');
/** `<Tip>`: a helpful suggestion. */
export const Tip = makeCallout('tip', 'Tip');
/** `<Warning>`: something to be careful about. */
export const Warning = makeCallout('warning', 'Warning');
/** `<Info>`: background information. */
export const Info = makeCallout('info', 'Info');
/** `<Check>`: a success or confirmation. */
export const Check = makeCallout('check', 'Check');
/** `<Danger>`: a destructive or dangerous action. */
export const Danger = makeCallout('danger', 'Danger');
/** `<Callout>`: a custom callout (icon, color). */
export const Callout = makeCallout('callout', 'Callout');

// A callout in Markdown: a blockquote led by its kind in bold (`**Note:**`), or inline the same.
function calloutMarkdown(kind: string): ComponentDescriptor['toMarkdown'] {
  return (m) => {
    const title = m.attr('title');
    const heading = { type: 'strong', children: [text(title ? `${kind}: ${title}` : `${kind}:`)] };
    const children = m.children();
    if (m.inline) return [heading, text(' '), ...asPhrasing(children)];
    const blocks: AnyNode[] = asFlow(children);
    const first = blocks[0];
    if (!title && first?.type === 'paragraph') {
      blocks[0] = { ...first, children: [heading, text(' '), ...(first.children ?? [])] };
    } else blocks.unshift(paragraph([heading]));
    return [{ type: 'blockquote', children: blocks }];
  };
}

/** The callouts by the names pages use (`<Callout>` reads as a note in Markdown). */
export const callouts: Record<string, ComponentDescriptor> = {
  Callout: { render: Callout, toMarkdown: calloutMarkdown('Note') },
  Check: { render: Check, toMarkdown: calloutMarkdown('Check') },
  Danger: { render: Danger, toMarkdown: calloutMarkdown('Danger') },
  Info: { render: Info, toMarkdown: calloutMarkdown('Info') },
  Note: { render: Note, toMarkdown: calloutMarkdown('Note') },
  Tip: { render: Tip, toMarkdown: calloutMarkdown('Tip') },
  Warning: { render: Warning, toMarkdown: calloutMarkdown('Warning') },
};
