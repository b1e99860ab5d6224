import type { CallbackModel, EndpointModel, ResponseModel } from './endpoint-model-types.ts';
import { fieldMarkdown, fieldsText, rootFieldsMarkdown } from './fields-markdown.ts';
import { markdownToText } from './markdown-to-html.ts';
import { type SchemaField, type SchemaWalk, schemaToField } from './schema-fields.ts';
import { FieldView, Markdown, RootFields } from './schema-view.tsx';
import { authText } from './try-it-model.ts';

/** What the sections of an endpoint page add to as they render: elements, TOC, Markdown copy, search text. */
export interface PageParts {
  sections: preact.JSX.Element[];
  headings: Array<{ depth: number; text: string; id: string }>;
  md: string[];
  text: string[];
  anchored: Set<string>;
  /** `api.params.expanded: "all"`. */
  open: boolean;
  /** Ids the page already holds (its own MDX content, on a page with `openapi:` frontmatter); default none. */
  taken?: Set<string>;
  /** The playground's input for a field (`auth`, `path`, `query`, `header` and its name), taken once; none without a playground. */
  input?: (where: string, name: string) => preact.JSX.Element | undefined;
}

/** A parameter card: the section's heading, then its rows (the Try it inputs of a body first). */
export function group(head: preact.JSX.Element, rows: preact.JSX.Element[], kind: string): preact.JSX.Element {
  return (
    // Collapsible as Mintlify's cards (a chevron before the title); open, so it reads without script.
    <details class={`dg-api-group dg-api-group--${kind}`} open>
      <summary class="api-section-heading">{head}</summary>
      {rows}
    </details>
  );
}

/**
 * One field of a card: its documentation, and the playground's input beside it when there is one.
 * `modifier`: an extra `dg-api-param--*` class (`http`: the Authorization header of an HTTP scheme).
 */
export function paramRow(
  parts: PageParts,
  row: { where: string; name: string; doc: preact.JSX.Element; modifier?: string },
): preact.JSX.Element {
  const { where, name, doc, modifier } = row;
  const input = parts.input?.(where, name);
  const classes = ['dg-api-param', input ? 'dg-api-param--input' : '', modifier ? `dg-api-param--${modifier}` : ''];
  return (
    <div class={classes.filter(Boolean).join(' ')}>
      <div class="dg-api-param__doc">{doc}</div>
      {input ?? null}
    </div>
  );
}

/** HTTP reason phrases for the status headings. */
const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
  default: 'Default',
};

/** `200 OK`, `default Default`… as the status headings read. */
export function statusLabel(status: string): string {
  const reason = REASONS[status] ?? '';
  return reason ? `${status} ${reason}` : status;
}

/**
 * `id`, or `id-2`, `id-3`… when the page's own content holds it already: a page with `openapi:`
 * frontmatter may write its own `## Response` heading, and a page never holds one id twice (the
 * author's heading keeps its id, which is the one Mintlify gives it).
 */
function uniqueId(parts: PageParts, id: string): string {
  if (!parts.taken) return id;
  let unique = id;
  for (let n = 2; parts.taken.has(unique); n++) unique = `${id}-${n}`;
  parts.taken.add(unique);
  return unique;
}

/** A heading listed in the TOC and the Markdown copy (`depth` 2 or 3); undefined `id` keeps it out of the TOC. */
export function heading(parts: PageParts, depth: number, label: string, wanted?: string): preact.JSX.Element {
  const id = wanted ? uniqueId(parts, wanted) : undefined;
  if (id) parts.headings.push({ depth, text: label, id });
  parts.md.push('', `${'#'.repeat(depth)} ${label}`);
  // `api-section-heading-title`: Mintlify's documented class for a section's title (custom CSS hooks).
  const cls = 'api-section-heading-title';
  return depth === 2 ? (
    <h2 id={id} class={cls}>
      {label}
    </h2>
  ) : depth === 3 ? (
    <h3 id={id} class={cls}>
      {label}
    </h3>
  ) : (
    <h4 id={id} class={cls}>
      {label}
    </h4>
  );
}

function description(parts: PageParts, text: string | undefined, out: preact.JSX.Element[]): void {
  if (!text) return;
  out.push(<Markdown text={text} />);
  parts.md.push('', text.trim());
  parts.text.push(markdownToText(text));
}

/** A request body's fields, one block per media type. */
export function bodyElements(
  parts: PageParts,
  body: NonNullable<EndpointModel['body']>,
  walk: SchemaWalk,
): preact.JSX.Element[] {
  const out: preact.JSX.Element[] = [];
  description(parts, body.description, out);
  for (const content of body.contents) {
    const root = schemaToField(content.schema, walk, { required: body.required });
    out.push(
      <p class="dg-api-media api-section-heading-subtitle">
        <code>{content.mediaType}</code>
      </p>,
    );
    out.push(<RootFields root={root} place="body" anchored={parts.anchored} open={parts.open} />);
    parts.md.push('', `Content type: \`${content.mediaType}\``, '', rootFieldsMarkdown(root));
    parts.text.push(fieldsText([root]));
  }
  return out;
}

/** Responses: a heading per status (`idPrefix` keeps callback statuses apart), description, fields, headers. */
export function responseElements({
  parts,
  responses,
  walk,
  depth,
  idPrefix,
}: {
  parts: PageParts;
  responses: ResponseModel[];
  walk: SchemaWalk;
  depth: number;
  idPrefix?: string;
}): preact.JSX.Element[] {
  const out: preact.JSX.Element[] = [];
  for (const res of responses) {
    out.push(heading(parts, depth, statusLabel(res.status), idPrefix ? undefined : `response-${res.status}`));
    description(parts, res.description, out);
    for (const content of res.contents) {
      const root = schemaToField(content.schema, walk);
      out.push(
        <p class="dg-api-media api-section-heading-subtitle">
          <code>{content.mediaType}</code>
        </p>,
      );
      out.push(<RootFields root={root} place="response" anchored={parts.anchored} open={parts.open} />);
      parts.md.push('', `Content type: \`${content.mediaType}\``, '', rootFieldsMarkdown(root));
      parts.text.push(fieldsText([root]));
    }
    for (const h of res.headers) {
      const field = schemaToField(h.schema, walk, { name: h.name });
      if (h.description) field.description = h.description;
      out.push(<FieldView field={field} place="response" anchored={parts.anchored} open={parts.open} />);
      parts.md.push(fieldMarkdown(field));
    }
  }
  return out;
}

/**
 * `callbacks`, as Mintlify shows them between the body and the responses: one collapsible block per
 * callback with its method, URL expression, body and expected responses.
 */
export function callbackElements(
  parts: PageParts,
  callbacks: CallbackModel[],
  walks: { request: SchemaWalk; response: SchemaWalk },
): preact.JSX.Element[] {
  const out: preact.JSX.Element[] = [heading(parts, 2, 'Callbacks', 'callbacks')];
  for (const cb of callbacks) {
    parts.md.push('', `### ${cb.name}: \`${cb.method} ${cb.expression}\``);
    parts.text.push(cb.name, cb.expression);
    const inner: preact.JSX.Element[] = [
      <p class="dg-api-callback__endpoint">
        <span class={`dg-api-method dg-api-method--${cb.method.toLowerCase()}`}>{cb.method}</span>{' '}
        <code class="dg-api-path">{cb.expression}</code>
      </p>,
    ];
    description(parts, cb.description, inner);
    if (cb.body && cb.body.contents.length > 0) {
      inner.push(heading(parts, 4, 'Body'));
      inner.push(...bodyElements(parts, cb.body, walks.request));
    }
    if (cb.responses.length > 0) {
      inner.push(heading(parts, 4, 'Expected response'));
      inner.push(
        ...responseElements({ parts, responses: cb.responses, walk: walks.response, depth: 4, idPrefix: cb.name }),
      );
    }
    out.push(
      <details class="dg-expandable dg-api-callback" open={parts.open}>
        <summary class="dg-expandable__summary">
          {cb.name}: {cb.summary ?? `${cb.method} ${cb.expression}`}
        </summary>
        <div class="dg-expandable__body">{inner}</div>
      </details>,
    );
  }
  return out;
}

/** The Servers list (when there are several) and the Authorizations fields. */
export function serverAndAuthSections(parts: PageParts, model: EndpointModel): void {
  if (model.servers.length > 1) {
    parts.sections.push(heading(parts, 2, 'Servers', 'servers'));
    parts.sections.push(
      <ul class="dg-api-servers">
        {model.servers.map((s) => (
          <li>
            <code>{s.url}</code>
            {s.description ? ` — ${s.description}` : ''}
          </li>
        ))}
      </ul>,
    );
    for (const s of model.servers) parts.md.push(`- \`${s.url}\`${s.description ? ` — ${s.description}` : ''}`);
  }
  if (model.security.length === 0) return;
  const head = heading(parts, 2, 'Authorizations', 'authorizations');
  const rows: preact.JSX.Element[] = [];
  for (const s of model.security) {
    const a = authText(s);
    const field: SchemaField = {
      name: a.name,
      type: 'string',
      required: true,
      deprecated: false,
      constraints: [],
      children: [],
      description: s.description ? `${a.text}\n\n${s.description}` : a.text,
    };
    rows.push(
      paramRow(parts, {
        where: 'auth',
        name: a.name,
        doc: <FieldView field={field} place={a.place} anchored={parts.anchored} open={parts.open} />,
        modifier: s.type === 'apiKey' ? undefined : 'http',
      }),
    );
    parts.md.push(fieldMarkdown(field));
    parts.text.push(a.name);
  }
  parts.sections.push(group(head, rows, 'auth'));
}
