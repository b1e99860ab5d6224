import type { ComponentChildren } from 'preact';
import type { ComponentDescriptor } from './component-descriptor.ts';
import { fieldAnchor } from './heading-slug.ts';
import { bool, str } from './icon-node.tsx';
import { type AnyNode, asFlow, paragraph, text } from './markdown-nodes.ts';
import { useAnchorId } from './render-context.ts';

/** Props of `<ParamField>`. */
export interface ParamFieldProps {
  /** Name of a path parameter (one of path/query/body/header). */
  path?: unknown;
  /** Name of a query parameter. */
  query?: unknown;
  /** Name of a body field. */
  body?: unknown;
  /** Name of a header. */
  header?: unknown;
  /** Type label, e.g. `string`, `number[]`; default none. */
  type?: unknown;
  /** Required marker; default false. */
  required?: unknown;
  /** Default value shown; default none. */
  default?: unknown;
  /** Deprecated marker; default false. */
  deprecated?: unknown;
  /** Placeholder (for the playground); ignored in static output. */
  placeholder?: unknown;
  /** Pills before the name (generated API pages: `x-mint.pre`); default none. */
  pre?: unknown;
  /** Pills after the type (generated API pages: `api.params.post`, `x-mint.post`); default none. */
  post?: unknown;
  /** Anchor id (the page compile gives Mintlify's `param-<name>`); default the location and the name's slug. */
  id?: unknown;
  /** Description. */
  children?: ComponentChildren;
}

// Where the name is read, first found first, as Mintlify reads it (`PARAM_NAME_PRECEDENCE` of its field ids).
const LOCATIONS = ['query', 'path', 'body', 'header'] as const;

function defaultText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

interface FieldViewProps {
  kind: string;
  id?: string;
  name?: string;
  location?: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  defaultValue?: string;
  pre?: unknown;
  post?: unknown;
  children?: ComponentChildren;
}

function pills(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => str(v)).filter((v): v is string => Boolean(v)) : [];
}

function FieldView(p: FieldViewProps) {
  // A derived anchor is kept by the first field of that name only (nested fields repeat `id`, `name`…).
  const derived = useAnchorId(p.id || !p.name ? undefined : fieldAnchor(p.location ?? p.kind, p.name));
  const anchor = p.id ?? derived;
  return (
    <div class={`dg-field dg-${p.kind}-field field`} id={anchor}>
      <div class="dg-field__head">
        {pills(p.pre).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
        {p.name ? <code class="dg-field__name">{p.name}</code> : null}
        {p.location ? <span class="dg-field__location">{p.location}</span> : null}
        {p.type ? <span class="dg-field__type">{p.type}</span> : null}
        {p.required ? <span class="dg-field__required">required</span> : null}
        {p.deprecated ? <span class="dg-field__deprecated">deprecated</span> : null}
        {p.defaultValue !== undefined ? (
          <span class="dg-field__default">
            default: <code>{p.defaultValue}</code>
          </span>
        ) : null}
        {pills(p.post).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
      </div>
      <div class="dg-field__body">{p.children}</div>
    </div>
  );
}

/** `<ParamField>`: a request parameter (path, query, body or header). */
export function ParamField(props: ParamFieldProps) {
  const location = LOCATIONS.find((l) => str(props[l]) !== undefined);
  return (
    <FieldView
      kind="param"
      id={str(props.id)}
      name={location ? str(props[location]) : undefined}
      location={location}
      type={str(props.type)}
      required={bool(props.required)}
      deprecated={bool(props.deprecated)}
      defaultValue={defaultText(props.default)}
      pre={props.pre}
      post={props.post}
    >
      {props.children}
    </FieldView>
  );
}

/** Props of `<ResponseField>`. */
export interface ResponseFieldProps {
  /** Field name (required). */
  name?: unknown;
  /** Type label (required). */
  type?: unknown;
  /** Required marker; default false. */
  required?: unknown;
  /** Deprecated marker; default false. */
  deprecated?: unknown;
  /** Default value shown; default none. */
  default?: unknown;
  /** Pills before the name; default none. */
  pre?: unknown;
  /** Pills after the type; default none. */
  post?: unknown;
  /** Anchor id (the page compile gives Mintlify's `param-<name>`); default `response-` and the name's slug. */
  id?: unknown;
  /** Description. */
  children?: ComponentChildren;
}

/** `<ResponseField>`: a field of a response. */
export function ResponseField(props: ResponseFieldProps) {
  return (
    <FieldView
      kind="response"
      id={str(props.id)}
      name={str(props.name)}
      type={str(props.type)}
      required={bool(props.required)}
      deprecated={bool(props.deprecated)}
      defaultValue={defaultText(props.default)}
      pre={props.pre}
      post={props.post}
    >
      {props.children}
    </FieldView>
  );
}

/** `<Param>`: Mintlify's older alias of ParamField. */
export const Param = ParamField;

const FIELD_LOCATIONS = ['query', 'path', 'body', 'header', 'cookie'];

// A field in Markdown: a one-item list, `name` (location, type, required, default) then the body.
// The lowering joins consecutive fields into one list (data.fields).
const fieldMarkdown: ComponentDescriptor['toMarkdown'] = (m) => {
  const location = FIELD_LOCATIONS.find((key) => m.attr(key) !== undefined);
  const name = (location ? m.attr(location) : m.attr('name')) ?? '';
  const facts: AnyNode[][] = [];
  if (location) facts.push([text(location)]);
  const type = m.attr('type');
  // Types like `string[]` or `Array<T>` would need escaping as text; code keeps them readable.
  if (type) facts.push([/[[\]<>*_`]/.test(type) ? { type: 'inlineCode', value: type } : text(type)]);
  if (m.flag('required')) facts.push([text('required')]);
  if (m.flag('deprecated')) facts.push([text('deprecated')]);
  const fallback = m.attr('default');
  if (fallback !== undefined) facts.push([text('default: '), { type: 'inlineCode', value: fallback }]);
  const line: AnyNode[] = [{ type: 'inlineCode', value: name }];
  if (facts.length) {
    line.push(text(' ('));
    for (const [i, fact] of facts.entries()) line.push(...(i ? [text(', ')] : []), ...fact);
    line.push(text(')'));
  }
  const item = { type: 'listItem', spread: false, children: [paragraph(line), ...asFlow(m.children())] };
  return [{ type: 'list', ordered: false, spread: false, data: { fields: true }, children: [item] }];
};

/** `<ParamField>` (also `<Param>`): a field list item in Markdown. */
export const paramField: ComponentDescriptor = { render: ParamField, toMarkdown: fieldMarkdown };
/** `<ResponseField>`: a field list item in Markdown. */
export const responseField: ComponentDescriptor = { render: ResponseField, toMarkdown: fieldMarkdown };
