// Hand-written API pages (frontmatter `api: METHOD url`), for renderFrontmatterApiPage
// (render-frontmatter-api-page.tsx).
import { type CodeTheme, components } from '@docsgen/components';
import { unescapeHtml } from '@docsgen/html';
import { type ApiSettings, playgroundMode } from './api-settings.ts';
import { codeSamples } from './code-samples.ts';
import type { CompileSettings } from './compile-settings.ts';
import type { EndpointModel } from './endpoint-model-types.ts';
import { highlightSample } from './highlight-sample.ts';
import { normaliseRequest } from './normalise-request.ts';
import { renderHtml } from './render-html.ts';
import { playgroundTransport } from './try-it-model.ts';
import {
  PathChips,
  TryItBar,
  type TryItField,
  TryItInputsCard,
  TryItResult,
  tryItAttributes,
} from './try-it-panel.tsx';
import type { ApiPage } from './types.ts';

const { RequestExample, DocsgenCode } = components as Record<
  string,
  (props: Record<string, unknown>) => preact.JSX.Element
>;

/** Fields documented on a hand-written page (`<ParamField query="x">`), read back from its HTML for Try it. */
function documentedParams(html: string): TryItField[] {
  const out: TryItField[] = [];
  const re =
    /class="dg-field dg-param-field[^"]*"[\s\S]*?<code class="dg-field__name">([^<]*)<\/code>(?:<span class="dg-field__location">([a-z]+)<\/span>)?[\s\S]*?<\/div>/g;
  for (const m of html.matchAll(re)) {
    const where = m[2];
    if (where !== 'path' && where !== 'query' && where !== 'header') continue;
    const name = unescapeHtml(m[1]!);
    const required = /dg-field__required/.test(m[0]);
    out.push({ name, in: where, required });
  }
  return out;
}

/**
 * The page of a hand-written API reference (frontmatter `api: METHOD url`): method and URL, a Try it
 * panel with the parameters the page documents (and the configured authentication), and a request
 * example generated from them when the page has none.
 */
export async function renderManualApiPage(
  page: ApiPage,
  method: string,
  target: string,
  options: Pick<CompileSettings, 'api' | 'base' | 'codeTheme'>,
): Promise<ApiPage> {
  const settings = options.api;
  const { servers, path } = manualTarget(target, settings);
  const auth = settings.mdx?.auth;
  const fields = manualFields(page.html, auth);
  const hasBody = /dg-field__location">body</.test(page.html) || /data-param="body"/.test(page.html);
  const model = manualModel(method, path, servers, fields, auth, hasBody);
  const live = !noTryIt(settings.playground?.display);
  const tryIt = {
    method,
    path,
    servers,
    fields,
    ...(hasBody ? { body: { mediaType: 'application/json', text: '{}' } } : {}),
    ...playgroundTransport(settings, options.base),
  };
  const pill = <span class={`dg-api-method dg-api-method--${method.toLowerCase()}`}>{method}</span>;
  const tree = (
    <div class="dg-api-page" data-method={method.toLowerCase()} {...(live ? tryItAttributes(tryIt) : {})}>
      {live ? (
        <TryItBar model={tryIt}>{pill}</TryItBar>
      ) : (
        <div class="dg-api-endpoint dg-api-bar">
          {pill}
          <span class="dg-api-url">
            {servers[0] ? <span class="dg-api-server">{servers[0]}</span> : null}
            <PathChips path={path} />
          </span>
        </div>
      )}
      {live ? <TryItResult /> : null}
      {live ? <TryItInputsCard model={tryIt} /> : null}
    </div>
  );
  const header = renderHtml(tree, options.base);
  const asideHtml = page.asideHtml || (await generatedRequestExample(model, settings, options.base, options.codeTheme));
  const features = [...new Set([...page.features, 'api', ...(noTryIt(settings.playground?.display) ? [] : ['tryit'])])];
  const out: ApiPage = { ...page, html: header.html + page.html, features };
  if (asideHtml) out.asideHtml = asideHtml;
  out.markdown = `\`${method} ${servers[0] ?? ''}${path}\`\n\n${page.markdown ?? ''}`;
  return out;
}

// The servers and path of the written target: an absolute URL's host (with a base path the config's
// `api.mdx.server` lists), or the configured servers for a path.
function manualTarget(target: string, settings: ApiSettings): { servers: string[]; path: string } {
  let servers: string[] = [];
  let path = target;
  const absolute = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(target);
  if (absolute) {
    servers = [absolute[1]!];
    path = absolute[2] ?? '/';
    // Keep a base path in the server (`https://host/v1`) when the config lists the same prefix.
    const configured = [settings.mdx?.server ?? []].flat();
    const prefixed = configured.find((s) => target.startsWith(s.replace(/(?<!\/)\/+$/, '')));
    if (prefixed) {
      servers = [prefixed.replace(/(?<!\/)\/+$/, '')];
      path = target.slice(servers[0]!.length) || '/';
    }
  } else servers = [settings.mdx?.server ?? []].flat().map((s) => s.replace(/(?<!\/)\/+$/, ''));
  return { servers, path };
}

// The Try it fields: the parameters the page documents, after the configured authentication.
function manualFields(html: string, auth: NonNullable<ApiSettings['mdx']>['auth']): TryItField[] {
  const fields = documentedParams(html);
  if (auth?.method) {
    const f: TryItField = {
      name: auth.method === 'key' ? (auth.name ?? 'X-API-Key') : 'Authorization',
      in: 'auth',
      required: true,
      authIn: 'header',
    };
    if (auth.method === 'bearer') f.prefix = 'Bearer ';
    if (auth.method === 'basic') f.prefix = 'Basic ';
    fields.unshift(f);
  }
  return fields;
}

// The endpoint model of a hand-written API page, for its Try it panel and generated request example.
function manualModel(
  method: string,
  path: string,
  servers: string[],
  fields: TryItField[],
  auth: NonNullable<ApiSettings['mdx']>['auth'],
  hasBody: boolean,
): EndpointModel {
  const model: EndpointModel = {
    method,
    path,
    webhook: false,
    op: {},
    servers: servers.map((url) => ({ url })),
    parameters: fields
      .filter((f) => f.in !== 'auth')
      .map((f) => ({
        name: f.name,
        in: f.in as 'path',
        required: f.required,
        deprecated: false,
        schema: { type: 'string' },
      })),
    security: auth?.method
      ? [
          {
            name: 'auth',
            type: auth.method === 'key' ? 'apiKey' : 'http',
            scheme: auth.method,
            in: 'header',
            paramName: auth.name ?? 'X-API-Key',
          },
        ]
      : [],
    responses: [],
    codeSamples: [],
  };
  if (hasBody) model.body = { required: false, contents: [{ mediaType: 'application/json', example: {} }] };
  return model;
}

// No RequestExample on the page: one generated from the documented parameters.
async function generatedRequestExample(
  model: EndpointModel,
  settings: ApiSettings,
  base: string,
  codeTheme: CodeTheme | undefined,
): Promise<string> {
  const request = normaliseRequest(model, {}, { defaults: 'required' });
  const blocks = await Promise.all(
    codeSamples(request, settings.examples?.languages).map(async (s) => (
      <DocsgenCode html={await highlightSample(s.code, s.lang, codeTheme)} lang={s.lang} title={s.label} />
    )),
  );
  return renderHtml(<RequestExample>{blocks}</RequestExample>, base).asideHtml;
}

/** `simple`, `none` and `auth` show no interactive playground (see {@link playgroundMode}). */
function noTryIt(display: string | undefined): boolean {
  return playgroundMode(display === undefined ? {} : { playground: { display } }) !== 'interactive';
}
