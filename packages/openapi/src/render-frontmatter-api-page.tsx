import { type Diagnostic, error, offsetToLineColumn, warning } from '@docsgen/diagnostics';
import type { CompileSettings } from './compile-settings.ts';
import { endpointTitle } from './endpoint-title.ts';
import { ExpansionExceeded } from './expansion-budget.ts';
import { rootFieldsMarkdown } from './fields-markdown.ts';
import { closestOperations, findOperation } from './find-operation.ts';
import { findPageSpec } from './find-spec.ts';
import { markdownToText } from './markdown-to-html.ts';
import { parseEndpointRef } from './parse-endpoint-ref.ts';
import { parseManualApiRef } from './parse-manual-api-ref.ts';
import { renderEndpointPage } from './render-endpoint-page.tsx';
import { renderHtml } from './render-html.ts';
import { renderManualApiPage } from './render-manual-api-page.tsx';
import { schemaNames, schemaToField } from './schema-fields.ts';
import { Markdown, RootFields } from './schema-view.tsx';
import type { ApiPage, LoadedSpec, OpenApiIndex, OperationInfo } from './types.ts';

/** Options of {@link renderFrontmatterApiPage}. */
export interface RenderFrontmatterApiPageOptions {
  /** The site's specs. */
  index: OpenApiIndex | undefined;
  /** The compiled MDX page whose frontmatter has `openapi`, `api` or `openapi-schema`. */
  page: ApiPage;
  /** The page's file, docs-root-relative (for diagnostics). */
  file: string;
  /** The page's URL. */
  url: string;
  /** The run's compile settings, whole (`base`, `api` and `codeTheme` are read here). */
  settings: CompileSettings;
  /** The page's source text, to point diagnostics at the frontmatter line; default none (line 1). */
  source?: string;
}

type Located = Pick<Diagnostic, 'file' | 'line' | 'column' | 'jsonPath'>;

function locate(options: RenderFrontmatterApiPageOptions, key: string): Located {
  const at: Located = { file: options.file, jsonPath: `frontmatter.${key}` };
  const match = options.source ? new RegExp(`^${key}\\s*:`, 'm').exec(options.source) : null;
  const pos = match && options.source ? offsetToLineColumn(options.source, match.index) : { line: 2, column: 1 };
  at.line = pos.line;
  at.column = pos.column;
  return at;
}

function withDiagnostics(page: ApiPage, diagnostics: Diagnostic[]): ApiPage {
  return diagnostics.length > 0 ? { ...page, diagnostics: [...page.diagnostics, ...diagnostics] } : page;
}

/** Specs that hold `METHOD path`, for a reference that names no spec. */
function specsWith(index: OpenApiIndex, method: string, path: string): Array<[LoadedSpec, OperationInfo]> {
  const hits: Array<[LoadedSpec, OperationInfo]> = [];
  for (const spec of index.specs.values()) {
    const op = findOperation(spec, method, path);
    if (op) hits.push([spec, op]);
  }
  return hits;
}

/** A page without a frontmatter title takes the spec's, so mdx's "no title" warning no longer applies. */
function titledBySpec(page: ApiPage, source: ApiPage): ApiPage {
  if (typeof source.frontmatter.title === 'string') return page;
  return { ...page, diagnostics: page.diagnostics.filter((d) => d.code !== 'mdx/missing-title') };
}

async function openapiPage(options: RenderFrontmatterApiPageOptions, value: string): Promise<ApiPage> {
  const at = locate(options, 'openapi');
  const ref = parseEndpointRef(value);
  if (!ref) {
    return withDiagnostics(options.page, [
      error('openapi/frontmatter-invalid', `\`openapi: ${value}\` is not an endpoint reference.`, {
        ...at,
        hint: 'Write `openapi: "GET /path"`, `openapi: "spec.yaml GET /path"` or `openapi: "webhook name"`.',
      }),
    ]);
  }
  const index = options.index ?? { specs: new Map(), diagnostics: [] };
  let spec: LoadedSpec | undefined;
  let op: OperationInfo | undefined;
  if (ref.spec) {
    spec = findPageSpec(index, ref.spec, options.file);
    if (!spec) {
      return withDiagnostics(options.page, [
        error('openapi/frontmatter-spec-missing', `The spec \`${ref.spec}\` named in \`openapi\` is not loaded.`, {
          ...at,
          hint: `Loaded specs: ${[...index.specs.keys()].join(', ') || 'none'}. Declare the spec in docs.json (\`api.openapi\` or a navigation \`openapi\`) and check its path.`,
        }),
      ]);
    }
    op = findOperation(spec, ref.method, ref.path);
  } else {
    const hits = specsWith(index, ref.method, ref.path);
    if (hits.length > 1) {
      return withDiagnostics(options.page, [
        error(
          'openapi/ambiguous-endpoint',
          `\`${ref.method} ${ref.path}\` is in several specs: ${hits.map(([s]) => s.file).join(', ')}.`,
          {
            ...at,
            hint: `Name the spec: \`openapi: "${hits[0]![0].file} ${ref.method} ${ref.path}"\`.`,
          },
        ),
      ]);
    }
    [spec, op] = hits[0] ?? [index.specs.size === 1 ? [...index.specs.values()][0] : undefined, undefined];
  }
  if (!spec || !op) {
    const suggestions = spec ? closestOperations(spec, ref.method, ref.path) : [];
    return withDiagnostics(options.page, [
      warning(
        'openapi/operation-missing',
        `\`${ref.method} ${ref.path}\` is not in ${spec ? spec.file : 'any loaded spec'}; the page shows its own content only.`,
        {
          ...at,
          hint:
            suggestions.length > 0
              ? `Closest operations: ${suggestions.join(', ')}.`
              : 'Check the method and path against the spec.',
        },
      ),
    ]);
  }
  const rendered = await renderEndpointPage({
    index,
    spec,
    operation: op,
    url: options.url,
    settings: options.settings,
    extra: options.page,
  });
  // Frontmatter wins for the title and description; the spec fills them when the page leaves them out.
  rendered.title =
    typeof options.page.frontmatter.title === 'string'
      ? options.page.frontmatter.title
      : endpointTitle(op, options.url);
  return titledBySpec(rendered, options.page);
}

async function manualPage(options: RenderFrontmatterApiPageOptions, value: string): Promise<ApiPage> {
  const ref = parseManualApiRef(value);
  if (!ref) {
    return withDiagnostics(options.page, [
      error(
        'openapi/frontmatter-invalid',
        `\`api: ${value}\` is not \`METHOD /path\` or \`METHOD https://host/path\`.`,
        {
          ...locate(options, 'api'),
          hint: 'Write e.g. `api: "POST https://api.example.com/v1/echo"`.',
        },
      ),
    ]);
  }
  return renderManualApiPage(options.page, ref.method, ref.path, options.settings);
}

async function schemaPage(options: RenderFrontmatterApiPageOptions, value: string): Promise<ApiPage> {
  const at = locate(options, 'openapi-schema');
  const tokens = value.trim().split(/\s+/);
  const name = tokens.pop() ?? '';
  const specWritten = tokens.join(' ');
  const index = options.index ?? { specs: new Map(), diagnostics: [] };
  const candidates = specWritten
    ? [findPageSpec(index, specWritten, options.file)].filter((s): s is LoadedSpec => Boolean(s))
    : [...index.specs.values()];
  let spec: LoadedSpec | undefined;
  let schema: unknown;
  for (const s of candidates) {
    const comps = s.document.components as { schemas?: Record<string, unknown> } | undefined;
    const found = comps?.schemas?.[name] ?? (s.document.definitions as Record<string, unknown> | undefined)?.[name];
    if (found) {
      spec = s;
      schema = found;
      break;
    }
  }
  if (!spec) {
    const all = candidates.flatMap((s) =>
      Object.keys((s.document.components as { schemas?: object } | undefined)?.schemas ?? {}),
    );
    return withDiagnostics(options.page, [
      warning(
        'openapi/schema-missing',
        `The schema \`${name}\` is not in ${specWritten || 'any loaded spec'}; the page shows its own content only.`,
        {
          ...at,
          hint:
            all.length > 0
              ? `Schemas: ${all.slice(0, 12).join(', ')}.`
              : 'Check the spec path (declare it in docs.json) and the schema name.',
        },
      ),
    ]);
  }
  const walk = { root: spec.document, names: schemaNames(spec.document), direction: 'response' as const };
  let root: ReturnType<typeof schemaToField>;
  try {
    root = schemaToField(schema, walk);
  } catch (e) {
    if (!(e instanceof ExpansionExceeded)) throw e;
    const where = e.at ? `; the budget ran out at ${e.at}` : '';
    return withDiagnostics(options.page, [
      error(
        'openapi/expansion-limit',
        `The schema \`${name}\` expands more than ${e.limit.toLocaleString('en')} schema nodes${where}.`,
        {
          file: spec.file,
          hint: 'Its properties refer to each other so often that the page would not end: refer to shared schemas from fewer places.',
        },
      ),
    ]);
  }
  const rendered = renderHtml(
    <div class="dg-api-page dg-api-schema">
      <Markdown text={root.description} />
      <RootFields root={{ ...root, description: undefined } as typeof root} place="response" anchored={new Set()} />
    </div>,
    options.settings.base,
  );
  const page: ApiPage = {
    ...options.page,
    title: typeof options.page.frontmatter.title === 'string' ? options.page.frontmatter.title : name,
    html: rendered.html + options.page.html,
    features: [...new Set([...options.page.features, 'api'])],
    markdown:
      `${root.description ? `${root.description.trim()}\n\n` : ''}${rootFieldsMarkdown(root)}\n\n${options.page.markdown ?? ''}`.trim() +
      '\n',
    text: `${options.page.text ?? ''} ${name} ${root.description ? markdownToText(root.description) : ''}`.trim(),
  };
  if (!page.description && root.description) page.description = markdownToText(root.description).slice(0, 300);
  return titledBySpec(page, options.page);
}

/**
 * Completes an MDX page whose frontmatter makes it an API page: `openapi: "[spec] METHOD /path"`
 * (the generated reference, then the page's content), `api: "METHOD https://…"` (a hand-written
 * page: method badge, path, servers and Try it above its ParamFields), or
 * `openapi-schema: "[spec] Name"` (a data model). Anything else returns the page unchanged. An
 * operation or schema missing from its spec is a warning and the page keeps its own content.
 */
export async function renderFrontmatterApiPage(options: RenderFrontmatterApiPageOptions): Promise<ApiPage> {
  const fm = options.page.frontmatter;
  for (const key of ['openapi', 'api', 'openapi-schema'] as const) {
    const value = fm[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      return withDiagnostics(options.page, [
        error(
          'openapi/frontmatter-invalid',
          `Invalid "${key}" frontmatter: expected a single endpoint string, found ${Array.isArray(value) ? 'a list' : typeof value}.`,
          {
            ...locate(options, key),
            hint:
              key === 'openapi-schema'
                ? 'Write `openapi-schema: "spec.yaml SchemaName"`.'
                : `Write \`${key}: "GET /path"\`.`,
          },
        ),
      ]);
    }
    if (key === 'openapi') return openapiPage(options, value);
    if (key === 'api') return manualPage(options, value);
    return schemaPage(options, value);
  }
  return options.page;
}
