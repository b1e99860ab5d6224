import { components } from '@docsgen/components';
import type { ComponentChildren } from 'preact';
import { markdownToHtml } from './markdown-to-html.ts';
import type { SchemaField } from './schema-fields.ts';

const { ParamField, ResponseField, Expandable } = components as Record<
  string,
  (props: Record<string, unknown>) => preact.JSX.Element
>;

/** Where a field is shown: a request parameter location, a body property, or a response property. */
export type FieldPlace = 'path' | 'query' | 'header' | 'cookie' | 'body' | 'response';

/** Markdown from the spec, rendered safely. */
export function Markdown({ text, class: className = 'dg-api-md' }: { text?: string | undefined; class?: string }) {
  if (!text) return null;
  return <div class={className} dangerouslySetInnerHTML={{ __html: markdownToHtml(text) }} />;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Anchor id of a component schema's first expansion on a page. */
export function schemaAnchor(name: string): string {
  return `schema-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function Details({ field }: { field: SchemaField }) {
  const items: ComponentChildren[] = [];
  if (field.enumValues && field.enumValues.length > 0) {
    items.push(
      <li>
        Allowed values:{' '}
        {field.enumValues.map((v, i) => (
          <>
            {i > 0 ? ', ' : ''}
            <code>{show(v)}</code>
          </>
        ))}
      </li>,
    );
  }
  for (const c of field.constraints) items.push(<li>{c}</li>);
  if (field.recursive) {
    items.push(
      <li>
        Recursive: same structure as <a href={`#${schemaAnchor(field.recursive)}`}>{field.recursive}</a>
      </li>,
    );
  }
  return items.length > 0 ? <ul class="dg-api-constraints">{items}</ul> : null;
}

/** A `{cookie}` parameter: ParamField has no cookie location, so this mirrors its markup. */
function CookieField(props: {
  name: string;
  type: string;
  required: boolean;
  deprecated: boolean;
  pre?: string[] | undefined;
  post?: string[] | undefined;
  children?: ComponentChildren;
}) {
  return (
    <div class="dg-field dg-param-field field" id={`cookie-${props.name}`}>
      <div class="dg-field__head">
        {(props.pre ?? []).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
        <code class="dg-field__name">{props.name}</code>
        <span class="dg-field__location">cookie</span>
        <span class="dg-field__type">{props.type}</span>
        {props.required ? <span class="dg-field__required">required</span> : null}
        {props.deprecated ? <span class="dg-field__deprecated">deprecated</span> : null}
        {(props.post ?? []).map((t) => (
          <span class="dg-field__pill">{t}</span>
        ))}
      </div>
      <div class="dg-field__body">{props.children}</div>
    </div>
  );
}

/** One field with its description, constraints, nested properties and variants, as ParamField/ResponseField. */
export function FieldView({
  field,
  place,
  anchored,
  open = false,
}: {
  field: SchemaField;
  place: FieldPlace;
  anchored: Set<string>;
  /** docs.json `api.params.expanded: "all"`: nested fields start open; default false. */
  open?: boolean;
}) {
  const childPlace: FieldPlace = place === 'response' ? 'response' : 'body';
  const body = (
    <>
      <Markdown text={field.description} />
      <Details field={field} />
      {field.children.length > 0 ? (
        <Expandable title={field.type.endsWith('[]') ? 'item properties' : 'properties'} defaultOpen={open}>
          {field.children.map((c) => (
            <FieldView field={c} place={childPlace} anchored={anchored} open={open} />
          ))}
        </Expandable>
      ) : null}
      {field.variants ? <Variants field={field} place={childPlace} anchored={anchored} open={open} /> : null}
    </>
  );
  const name = field.name ?? '';
  let view: preact.JSX.Element;
  if (place === 'cookie') {
    view = (
      <CookieField
        name={name}
        type={field.type}
        required={field.required}
        deprecated={field.deprecated}
        pre={field.pre}
        post={field.post}
      >
        {body}
      </CookieField>
    );
  } else {
    const common = {
      type: field.type,
      required: field.required,
      deprecated: field.deprecated,
      default: field.defaultValue,
      pre: field.pre,
      post: field.post,
      children: body,
    };
    view =
      place === 'response' ? (
        <ResponseField name={name} {...common} />
      ) : (
        <ParamField {...{ [place]: name }} {...common} />
      );
  }
  if (field.schemaName && !anchored.has(field.schemaName) && field.children.length > 0) {
    anchored.add(field.schemaName);
    return (
      <div class="dg-api-anchor" id={schemaAnchor(field.schemaName)}>
        {view}
      </div>
    );
  }
  return view;
}

/** `oneOf`/`anyOf` alternatives, each behind its own toggle. */
export function Variants({
  field,
  place,
  anchored,
  open = false,
}: {
  field: SchemaField;
  place: FieldPlace;
  anchored: Set<string>;
  open?: boolean;
}) {
  if (!field.variants) return null;
  return (
    <div class="dg-api-variants">
      <p class="dg-api-variants__label">{field.variantKind === 'any of' ? 'Any of' : 'One of'}:</p>
      {field.variants.map((v) =>
        v.fields.length > 0 ? (
          <Expandable title={v.label} defaultOpen={open}>
            {v.fields.map((c) => (
              <FieldView field={c} place={place} anchored={anchored} open={open} />
            ))}
          </Expandable>
        ) : (
          <p class="dg-api-variant">
            <code>{v.label}</code>
          </p>
        ),
      )}
    </div>
  );
}

/** The fields of a body or response root: its properties, else the root itself as one field. */
export function RootFields({
  root,
  place,
  anchored,
  open = false,
}: {
  root: SchemaField;
  place: FieldPlace;
  anchored: Set<string>;
  open?: boolean;
}) {
  if (root.children.length === 0 && !root.variants) {
    if (root.type === 'any' && !root.description) return null;
    return (
      <FieldView
        field={{ ...root, name: root.type.endsWith('[]') ? 'items' : 'body' }}
        place={place}
        anchored={anchored}
        open={open}
      />
    );
  }
  const fields = root.children.map((c) => <FieldView field={c} place={place} anchored={anchored} open={open} />);
  const list = (
    <>
      {root.type.endsWith('[]') ? (
        <p class="dg-api-root-type">
          An array of <code>{root.type.slice(0, -2)}</code>:
        </p>
      ) : null}
      {fields}
      <Variants field={root} place={place} anchored={anchored} open={open} />
    </>
  );
  if (root.schemaName && !anchored.has(root.schemaName)) {
    anchored.add(root.schemaName);
    return (
      <div class="dg-api-anchor" id={schemaAnchor(root.schemaName)}>
        {list}
      </div>
    );
  }
  return list;
}
