import { type ComponentChildren, toChildArray, type VNode } from 'preact';
import { type CodeTheme, codeFrameStyle } from './code-theme.ts';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { escapeHtml } from './escape.ts';
import { languageName } from './highlight.ts';
import { bool, IconNode, str } from './icon-node.tsx';
import { languageIconSvg } from './language-icon.ts';
import { textOf } from './markdown-nodes.ts';
import { useAnchorId, useRenderContext, useUniqueId } from './render-context.ts';

/** Props of {@link DocsgenCode}, the frame mdx puts around every highlighted fence. */
export interface DocsgenCodeProps {
  /** Highlighted `<pre>` HTML produced by highlightCode (already escaped). */
  html: string;
  /** Fence language as written; default none. */
  lang?: string;
  /** Title from the fence meta; default none (CodeGroup then uses the language). */
  title?: string;
  /** Icon name from `icon=`; default none. */
  icon?: string;
  /** `wrap`: soft-wrap long lines; default false. */
  wrap?: boolean;
  /** `lines`: show line numbers; default false. */
  lines?: boolean;
  /** `expandable`: collapse long blocks behind a button; default false. */
  expandable?: boolean;
  /** `nocopy`: no copy button; default false. */
  nocopy?: boolean;
}

/** A highlighted code block with its header (title, icon) and copy button. */
export function DocsgenCode({ html, lang, title, icon, wrap, lines, expandable, nocopy }: DocsgenCodeProps) {
  const classes = ['dg-code-block', 'code-block'];
  if (wrap) classes.push('dg-code-block--wrap');
  if (lines) classes.push('dg-code-block--lines');
  if (expandable) classes.push('dg-code-block--expandable');
  // Highlighted with the site's code theme (`styling.codeblocks`): the frame takes its colours.
  const themed = codeFrameStyle(html);
  if (themed) classes.push('dg-code-themed');
  const hasHeader = Boolean(title) || Boolean(icon) || !nocopy;
  return (
    <div class={classes.join(' ')} style={themed} data-lang={lang || undefined} data-title={title || undefined}>
      {hasHeader ? (
        <div class="dg-code-block__header">
          {title || icon ? (
            <span class="dg-code-block__title">
              <IconNode icon={icon} className="dg-code-block__icon code-block-icon" />
              {title}
            </span>
          ) : null}
          {nocopy ? null : (
            <button
              type="button"
              class="dg-copy dg-copy--icon code-block-copy-button"
              aria-label="Copy code"
              title="Copy"
              data-dg-copy=""
            >
              <CopyIcons />
            </button>
          )}
        </div>
      ) : null}
      <div class="dg-code-block__body" dangerouslySetInnerHTML={{ __html: html }} />
      {expandable ? (
        <button type="button" class="dg-code-block__expand" aria-expanded="false" hidden>
          Expand
        </button>
      ) : null}
    </div>
  );
}

/** The copy button's two states, as Mintlify's: overlapping squares, then a check once copied (CSS swaps them). */
export function CopyIcons() {
  return (
    <>
      <svg class="dg-copy__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <rect x="8" y="8" width="13" height="13" rx="2" fill="none" stroke="currentColor" stroke-width="2" />
        <path
          d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
        />
      </svg>
      <svg class="dg-copy__done" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
      </svg>
    </>
  );
}

/** Props of the user-facing `<CodeBlock>` (custom snippets write it; fences never need it). */
export interface CodeBlockProps {
  /** Language; default none. */
  language?: unknown;
  /** Title shown in the header; default none. */
  filename?: unknown;
  /** Icon name; default none. */
  icon?: unknown;
  /** Line numbers; default false. */
  lines?: unknown;
  /** Soft wrap; default false. */
  wrap?: unknown;
  /** No copy button; default false. */
  nocopy?: unknown;
  /** Expandable; default false. */
  expandable?: unknown;
  /** The code (text) or already highlighted content. */
  children?: ComponentChildren;
}

/** `<CodeBlock>` rendered at run time (not highlighted: mdx highlights static ones at compile time). */
export function CodeBlock(props: CodeBlockProps) {
  const text = toChildArray(props.children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
  const html = `<pre class="dg-plain"><code>${escapeHtml(text)}</code></pre>`;
  return (
    <DocsgenCode
      html={html}
      lang={str(props.language)}
      title={str(props.filename)}
      icon={str(props.icon)}
      lines={bool(props.lines)}
      wrap={bool(props.wrap)}
      nocopy={bool(props.nocopy)}
      expandable={bool(props.expandable)}
    />
  );
}

/** Props of `<CodeGroup>`. */
export interface CodeGroupProps {
  /** Switch with a dropdown instead of tabs; default false. */
  dropdown?: unknown;
  /** Code blocks; their titles (else languages) become the tab labels. */
  children?: ComponentChildren;
}

// What the dropdown of a `<CodeGroup dropdown>` lists for a block: its language's name, else its title.
function childLanguage(child: VNode, index: number, codeTheme: CodeTheme | undefined): string {
  const p = child.props as Record<string, unknown>;
  const lang = str(p.lang) || str(p.language);
  return (lang && languageName(lang, codeTheme)) || childTitle(child, index);
}

// A tab's icon: the block's own `icon=`, else its language's mark (none for other languages).
function TabIcon({ child }: { child: VNode }) {
  const p = child.props as Record<string, unknown>;
  if (str(p.icon)) return <IconNode icon={p.icon} className="dg-tab__icon code-block-icon" />;
  const svg = languageIconSvg(str(p.lang) || str(p.language));
  return svg ? (
    <span class="dg-tab__icon code-block-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : null;
}

function childTitle(child: VNode, index: number): string {
  const p = child.props as Record<string, unknown>;
  return str(p.title) || str(p.filename) || str(p.lang) || str(p.language) || `Tab ${index + 1}`;
}

/**
 * `<CodeGroup>`: code blocks as tabs, every panel in the HTML (first one selected). With `dropdown`
 * the client shows the selected block's title and a menu of the blocks' languages instead.
 */
export function CodeGroup({ dropdown, children }: CodeGroupProps) {
  const { codeTheme } = useRenderContext();
  const id = useUniqueId('code-group');
  const items = toChildArray(children).filter((c): c is VNode => typeof c === 'object');
  const first = items[0]?.props as { html?: unknown } | undefined;
  const themed = typeof first?.html === 'string' ? codeFrameStyle(first.html) : undefined;
  return (
    <div
      class={themed ? 'dg-code-group dg-tabs dg-code-themed code-group' : 'dg-code-group dg-tabs code-group'}
      style={themed}
      data-dg-tabs=""
      data-dropdown={bool(dropdown) ? '' : undefined}
    >
      <div class="dg-tabs__list" role="tablist">
        {items.map((child, i) => (
          <button
            type="button"
            role="tab"
            class="dg-tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === 0 ? 'true' : 'false'}
            tabIndex={i === 0 ? 0 : -1}
            data-language={bool(dropdown) ? childLanguage(child, i, codeTheme) : undefined}
          >
            <TabIcon child={child} />
            {childTitle(child, i)}
          </button>
        ))}
      </div>
      {items.map((child, i) => (
        <div
          role="tabpanel"
          class="dg-tab-panel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-selected={i === 0 ? '' : undefined}
        >
          {child}
        </div>
      ))}
    </div>
  );
}

function makeExample(kind: 'request' | 'response', label: string) {
  // `dropdown` (components/examples): the blocks switch with a language menu instead of tabs.
  const Component = ({ dropdown, children }: { dropdown?: unknown; children?: ComponentChildren }) => {
    const ctx = useRenderContext();
    const inner = toChildArray(children).length > 1 ? <CodeGroup dropdown={dropdown}>{children}</CodeGroup> : children;
    // The right-hand panel's copy carries Mintlify's documented id (#request-example, #response-example;
    // the first of the page keeps it); the inline copy for narrow screens has none, so ids stay unique.
    ctx.aside.push(
      <div id={useAnchorId(`${kind}-example`)} class={`dg-example dg-example--${kind}`} data-label={label}>
        {inner}
      </div>,
    );
    return (
      <div class={`dg-example-inline dg-example-inline--${kind}`}>
        <div class={`dg-example dg-example--${kind}`} data-label={label}>
          {inner}
        </div>
      </div>
    );
  };
  Object.defineProperty(Component, 'name', { value: label.replace(' ', '') });
  return Component;
}

/** `<RequestExample>`: request code shown in the right-hand panel (and inline on narrow screens). */
export const RequestExample = makeExample('request', 'Request Example');
/** `<ResponseExample>`: response code shown in the right-hand panel (and inline on narrow screens). */
export const ResponseExample = makeExample('response', 'Response Example');

/** `<CodeBlock>`: a fenced code block in Markdown. */
export const codeBlock: ComponentDescriptor = {
  render: CodeBlock,
  toMarkdown: (m) => [
    {
      type: 'code',
      lang: m.attr('language') ?? null,
      meta: m.attr('filename') ?? null,
      value: m.node.children
        .map((c) => textOf(c as never))
        .join('\n')
        .trim(),
    },
  ],
};
/** `<CodeGroup>`: its code blocks, one after the other, in Markdown. */
export const codeGroup: ComponentDescriptor = { render: CodeGroup };
/** mdx wraps each highlighted fence in it (internal). */
export const docsgenCode: ComponentDescriptor = { render: DocsgenCode };
/** `<RequestExample>`: its code. */
export const requestExample: ComponentDescriptor = { render: RequestExample };
/** `<ResponseExample>`: its code. */
export const responseExample: ComponentDescriptor = { render: ResponseExample };
