import { components } from '@docsgen/components';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/html';
import { type ApiSettings, playgroundMode } from './api-settings.ts';
import type { CompileSettings } from './compile-settings.ts';
import { endpointBar } from './endpoint-bar.tsx';
import { endpointModel } from './endpoint-model.ts';
import type { EndpointModel, ParameterModel } from './endpoint-model-types.ts';
import {
  bodyElements,
  callbackElements,
  group,
  heading,
  type PageParts,
  paramRow,
  responseElements,
  serverAndAuthSections,
} from './endpoint-sections.tsx';
import { endpointTitle } from './endpoint-title.ts';
import { requestChoices, responseChoices } from './example-choices.ts';
import { examplesPanel } from './examples-panel.tsx';
import { ExpansionBudget, ExpansionExceeded, exampleValues, PAGE_EXPANSION_LIMIT } from './expansion-budget.ts';
import { fieldMarkdown, fieldsText } from './fields-markdown.ts';
import { markdownToText } from './markdown-to-html.ts';
import { renderHtml } from './render-html.ts';
import { type SchemaField, type SchemaWalk, schemaNames, schemaToField } from './schema-fields.ts';
import { FieldView, Markdown } from './schema-view.tsx';
import { firstBodyText, inputsOf } from './try-it-inputs.tsx';
import { tryItModel } from './try-it-model.ts';
import { BodyInput, FormFields, type TryItModel, tryItAttributes } from './try-it-panel.tsx';
import type { LoadedSpec, OpenApiIndex, OperationInfo } from './types.ts';

const { Warning } = components as Record<string, (props: Record<string, unknown>) => preact.JSX.Element>;

/** Options of {@link renderEndpointPage}. */
export interface RenderEndpointPageOptions {
  /** The site's specs (for cross-spec lookups); may be undefined when no spec loaded. */
  index: OpenApiIndex | undefined;
  /** The spec holding the operation; undefined when it failed to load. */
  spec: LoadedSpec | undefined;
  /** The operation to document; undefined when it is not in the spec. */
  operation: OperationInfo | undefined;
  /** The page URL (for diagnostics and links). */
  url: string;
  /** The run's compile settings, whole: `base`, `api` (examples.languages, playground.display…) and `codeTheme` are read here. */
  settings: CompileSettings;
  /** A compiled MDX page whose content follows the generated reference (frontmatter pages, `x-mint.content`). */
  extra?: CompiledPage;
}

function paramField(p: ParameterModel, walk: SchemaWalk): SchemaField {
  const field = schemaToField(p.schema, walk, { name: p.name, required: p.required });
  field.deprecated = field.deprecated || p.deprecated;
  if (p.description) field.description = p.description;
  return field;
}

const SECTION_TITLES: Record<string, string> = {
  path: 'Path Parameters',
  query: 'Query Parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

/**
 * Splits a description into the lead the theme shows under the title (the first paragraph, as plain
 * text, when it is a plain paragraph: no links, HTML or block syntax that plain text would lose)
 * and the rest, rendered as Markdown in the body. The two never overlap: the description shows once.
 */
function splitLead(description: string | undefined): { text?: string; rest?: string } {
  if (!description) return {};
  const trimmed = description.trim();
  const [first = '', ...others] = trimmed.split(/\n\s*\n/);
  if (/^\s*([#>|]|[-*+]\s|\d+\.\s|```|<| {4}|\t)/.test(first) || /[[<]|https?:/.test(first)) return { rest: trimmed };
  const rest = others.join('\n\n').trim();
  return rest ? { text: markdownToText(first), rest } : { text: markdownToText(first) };
}

/** What a page about a missing operation or spec shows (it still builds, with a diagnostic). */
function missingPage(
  options: RenderEndpointPageOptions,
  diagnostics: Diagnostic[],
  html = '<p>This endpoint is not in its OpenAPI spec.</p>',
): CompiledPage {
  const extra = options.extra;
  return {
    frontmatter: extra?.frontmatter ?? {},
    title: extra?.title ?? 'Endpoint not found',
    headings: extra?.headings ?? [],
    html: extra?.html ?? html,
    ...(extra?.asideHtml ? { asideHtml: extra.asideHtml } : {}),
    links: extra?.links ?? [],
    features: extra?.features ?? [],
    ...(extra?.text ? { text: extra.text } : {}),
    ...(extra?.markdown ? { markdown: extra.markdown } : {}),
    diagnostics: [...(extra?.diagnostics ?? []), ...diagnostics],
  };
}

/**
 * Synthesises the page of one operation or webhook: method badge and path, description, servers,
 * authentication, parameters by location, request body and responses as nested fields (the same
 * ParamField/ResponseField/Expandable components hand-written pages use), request examples in
 * several languages and response examples in the right-hand panel, a Try it panel, a clean
 * Markdown copy and search text.
 */
export async function renderEndpointPage(options: RenderEndpointPageOptions): Promise<CompiledPage> {
  const { spec } = options;
  // An operation the spec names no title for is titled from its page's slug, as Mintlify does.
  const operation = options.operation && { ...options.operation, title: endpointTitle(options.operation, options.url) };
  if (!spec || !operation) {
    return missingPage(options, [
      error('openapi/endpoint-missing', `The page ${options.url} names an operation that is not in a loaded spec.`, {
        hint: 'Check the spec path and the `METHOD /path` against the spec.',
      }),
    ]);
  }
  const model = endpointModel(spec, operation);
  if (!model) {
    return missingPage(options, [
      error(
        'openapi/endpoint-missing',
        `\`${operation.method} ${operation.path}\` has no operation object in ${spec.file}.`,
        { file: spec.file },
      ),
    ]);
  }
  if (model.webhook) {
    // A webhook is a request the API sends: the API's servers and auth do not apply to it.
    model.servers = [];
    model.security = [];
  }
  try {
    return await operationPage(options, spec, operation, model);
  } catch (e) {
    if (e instanceof ExpansionExceeded) return expansionPage(options, spec, operation, e);
    throw e;
  }
}

// The page of an operation whose model is built: every schema it expands counted against one budget.
async function operationPage(
  options: RenderEndpointPageOptions,
  spec: LoadedSpec,
  operation: OperationInfo,
  model: EndpointModel,
): Promise<CompiledPage> {
  const settings = options.settings.api;
  const walks = schemaWalks(spec, settings);
  const budget = walks.request.budget!;
  for (const value of exampleValues(model)) budget.spendValue(value);
  // A frontmatter page with its own description shows it under the title; the operation's goes in the body.
  const lead =
    typeof options.extra?.frontmatter.description === 'string'
      ? { rest: operation.description }
      : splitLead(operation.description);
  const parts = startParts(operation, model, settings);
  if (options.extra) parts.taken = htmlIds(options.extra.html);
  const mode = model.webhook ? 'simple' : playgroundMode(settings);
  const tryIt =
    mode === 'interactive'
      ? tryItModel(model, firstBodyText(model, spec.document, budget), settings, options.settings.base)
      : undefined;
  if (tryIt) parts.input = inputsOf(tryIt);
  serverAndAuthSections(parts, model);
  operationSections(parts, model, walks, tryIt);

  const panel = await examplesPanel(
    requestChoices(model, spec, settings, budget),
    responseChoices(model, spec, budget),
    options.settings.codeTheme,
  );
  parts.md.push(...panel.md);

  // The base URL shows beside the path under `api.url: "full"`, and when there are several to choose from.
  const showServer = !model.webhook && (settings.url === 'full' || model.servers.length > 1);
  const serverPrefix = showServer ? (model.servers[0]?.url ?? '').replace(/(?<!\/)\/+$/, '') : '';
  const tree = endpointTree(model, operation, lead.rest, { mode, tryIt, serverPrefix }, parts.sections, panel);
  return endpointPage(options, operation, parts, {
    tree,
    showTryIt: tryIt !== undefined,
    selects: panel.selects,
    lead,
  });
}

// Parameters by location, the request body, callbacks and responses, into `parts`: each parameter
// location and the body as a card, with the playground's inputs beside the fields.
function operationSections(
  parts: PageParts,
  model: NonNullable<ReturnType<typeof endpointModel>>,
  walks: { request: SchemaWalk; response: SchemaWalk },
  tryIt: TryItModel | undefined,
): void {
  const { sections, md, text } = parts;
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = model.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    const head = heading(parts, 2, SECTION_TITLES[where]!, `${where}-parameters`);
    const fields = params.map((p) => paramField(p, walks.request));
    const rows = fields.map((f) =>
      paramRow(parts, {
        where,
        name: f.name ?? '',
        doc: <FieldView field={f} place={where} anchored={parts.anchored} open={parts.open} />,
      }),
    );
    for (const f of fields) md.push(fieldMarkdown(f));
    text.push(fieldsText(fields));
    sections.push(group(head, rows, where));
  }
  if (model.body && model.body.contents.length > 0) {
    const head = heading(parts, 2, model.webhook ? 'Payload' : 'Body', 'body');
    const inputs = tryIt?.form
      ? [<FormFields form={tryIt.form} />]
      : tryIt?.body
        ? [<BodyInput body={tryIt.body} />]
        : [];
    sections.push(group(head, [...inputs, ...bodyElements(parts, model.body, walks.request)], 'body'));
  }
  if (model.callbacks) sections.push(...callbackElements(parts, model.callbacks, walks));
  if (model.responses.length > 0) {
    sections.push(heading(parts, 2, model.webhook ? 'Expected response' : 'Response', 'response'));
    sections.push(...responseElements({ parts, responses: model.responses, walk: walks.response, depth: 3 }));
  }
}

// The page's element tree: the endpoint bar (with Send when interactive), the response of a sent
// request, deprecation, description, the parameter cards and the examples.
function endpointTree(
  model: NonNullable<ReturnType<typeof endpointModel>>,
  operation: OperationInfo,
  leadRest: string | undefined,
  bar: { mode: 'interactive' | 'simple' | 'none'; tryIt: TryItModel | undefined; serverPrefix: string },
  sections: PageParts['sections'],
  panel: Awaited<ReturnType<typeof examplesPanel>>,
) {
  return (
    <div
      class="dg-api-page api-section"
      data-method={model.method.toLowerCase()}
      {...(bar.tryIt ? tryItAttributes(bar.tryIt) : {})}
    >
      {endpointBar(model, bar)}
      {operation.deprecated ? <Warning>This endpoint is deprecated.</Warning> : null}
      <Markdown text={leadRest} class="dg-api-md dg-api-description" />
      {/* Mintlify's documented hook for the playground's inputs (customize/custom-scripts.mdx). */}
      {bar.tryIt ? <div id="api-playground-input">{sections}</div> : sections}
      {panel.request ?? null}
      {panel.response ?? null}
    </div>
  );
}

// The compiled page: the tree rendered, then the frontmatter page's own content (`extra`) or the
// operation's `x-mint.content`.
function endpointPage(
  options: RenderEndpointPageOptions,
  operation: OperationInfo,
  parts: PageParts,
  {
    tree,
    showTryIt,
    selects,
    lead,
  }: { tree: preact.JSX.Element; showTryIt: boolean; selects: unknown; lead: { text?: string; rest?: string } },
): CompiledPage {
  const { spec } = options as { spec: LoadedSpec };
  const { md, text } = parts;
  const headings = parts.headings;
  const rendered = renderHtml(tree, options.settings.base);
  const extra = options.extra;
  let html = rendered.html;
  let asideHtml = rendered.asideHtml;
  if (extra?.html) html += `<div class="dg-api-extra">${extra.html}</div>`;
  if (extra?.asideHtml) asideHtml += extra.asideHtml;
  if (!extra && operation.content) {
    html += renderHtml(<Markdown text={operation.content} class="dg-api-extra" />).html;
  }
  const features = [
    ...new Set([
      ...(extra?.features ?? []),
      'api',
      ...(showTryIt ? ['tryit'] : []),
      ...(selects ? ['api-examples'] : []),
    ]),
  ];
  const page: CompiledPage = {
    frontmatter: extra?.frontmatter ?? {
      title: operation.title,
      openapi: `${spec.file} ${operation.method} ${operation.path}`,
    },
    title: extra?.frontmatter.title ?? operation.title,
    headings: [...headings, ...(extra?.headings ?? [])],
    html,
    links: extra?.links ?? [],
    features,
    text: [...text, extra?.text ?? ''].join(' ').replace(/\s+/g, ' ').trim(),
    markdown: `${md.join('\n').trim()}\n${extra?.markdown ? `\n${extra.markdown.trim()}\n` : ''}`,
    diagnostics: extra?.diagnostics ?? [],
  };
  // Only what the body does not show again: the theme prints the description under the title.
  const description = extra?.frontmatter.description ?? lead.text;
  if (typeof description === 'string' && description !== '') page.description = description;
  // Search engines and link previews get the whole description (Mintlify's page metadata), as text.
  const meta = extra?.frontmatter.description ?? (operation.description && oneLineText(operation.description));
  if (typeof meta === 'string' && meta !== '' && meta !== page.description) page.metaDescription = meta;
  if (asideHtml) page.asideHtml = asideHtml;
  return page;
}

// How schemas are walked for requests and responses (the spec's schema names, `api.params.post`).
// Both share one expansion budget: the page's.
function schemaWalks(spec: LoadedSpec, settings: ApiSettings): { request: SchemaWalk; response: SchemaWalk } {
  const names = schemaNames(spec.document);
  const budget = new ExpansionBudget(PAGE_EXPANSION_LIMIT, names);
  const postKeys = settings.params?.post;
  const walk = (direction: 'request' | 'response'): SchemaWalk => ({
    root: spec.document,
    names,
    direction,
    budget,
    ...(postKeys ? { postKeys } : {}),
  });
  return { request: walk('request'), response: walk('response') };
}

const ID_ATTRIBUTE = /<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]+)"/g;

/** The ids of rendered HTML (escaped as rendered: the generated ids compared with them are plain words). */
function htmlIds(html: string): Set<string> {
  return new Set([...html.matchAll(ID_ATTRIBUTE)].map((m) => m[1]!));
}

// The page's parts, its Markdown copy and search text started with the title, method and path and description.
function startParts(
  operation: OperationInfo,
  model: NonNullable<ReturnType<typeof endpointModel>>,
  settings: ApiSettings,
): PageParts {
  const parts: PageParts = {
    sections: [],
    headings: [],
    md: [],
    text: [operation.title, `${model.method} ${model.path}`],
    anchored: new Set<string>(),
    open: settings.params?.expanded === 'all',
  };
  const { md, text } = parts;
  if (operation.description) text.push(markdownToText(operation.description));
  md.push(
    `# ${operation.title}`,
    '',
    `\`${model.webhook ? `WEBHOOK ${model.method}` : model.method} ${model.webhook ? model.path : (model.servers[0]?.url ?? '') + model.path}\``,
  );
  if (operation.deprecated) md.push('', '> **Deprecated.**');
  if (operation.description) md.push('', operation.description.trim());
  return parts;
}

// The page of an operation whose schemas expand past the page's budget: a located error instead.
function expansionPage(
  options: RenderEndpointPageOptions,
  spec: LoadedSpec,
  operation: OperationInfo,
  over: ExpansionExceeded,
): CompiledPage {
  const segment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const pointer =
    operation.method === 'WEBHOOK'
      ? `/webhooks/${segment(operation.key)}`
      : `/paths/${segment(operation.key)}/${operation.method.toLowerCase()}`;
  const where = over.at ? `; the budget ran out at ${over.at}` : '';
  return missingPage(
    options,
    [
      error(
        'openapi/expansion-limit',
        `\`${operation.method} ${operation.path}\` expands more than ${over.limit.toLocaleString('en')} schema nodes${where}.`,
        {
          file: spec.file,
          ...spec.locate?.(pointer),
          jsonPath: `#${pointer}`,
          hint: 'Its schemas refer to each other so often that the page would not end: refer to shared schemas from fewer places, or let a deep structure refer back to an ancestor (a cycle is shown as a link).',
        },
      ),
    ],
    '<p>This endpoint expands too many schemas to be shown.</p>',
  );
}

/** Markdown as one line of plain text (links keep their text). */
function oneLineText(markdown: string): string {
  return markdownToText(markdown).replace(/\s+/g, ' ').trim();
}
