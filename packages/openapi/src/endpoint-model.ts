import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import type { EndpointModel, ParameterModel, SecurityModel } from './endpoint-model-types.ts';
import {
  callbacksModel,
  firstExample,
  parameterSchema,
  requestBodyModel,
  responsesModel,
} from './operation-contents.ts';
import { OPERATION_KEYS } from './operations-of.ts';
import { serverUrl, swagger2Servers } from './spec-servers.ts';
import type { LoadedSpec, OperationInfo } from './types.ts';

function serversOf(list: unknown): Array<{ url: string; description?: string }> {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).flatMap((s) => {
    const url = serverUrl(s);
    if (url === undefined) return [];
    return [typeof s.description === 'string' ? { url, description: s.description } : { url }];
  });
}

function securityOf(doc: Obj, op: Obj): SecurityModel[] {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  const schemes: Obj =
    (isObj(doc.components) && isObj(doc.components.securitySchemes) && doc.components.securitySchemes) ||
    (isObj(doc.securityDefinitions) && doc.securityDefinitions) ||
    {};
  const out: SecurityModel[] = [];
  for (const requirement of requirements) {
    if (!isObj(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      const s = schemes[name];
      if (!isObj(s) || out.some((o) => o.name === name)) continue;
      const type = s.type === 'basic' ? 'http' : String(s.type ?? 'http');
      const model: SecurityModel = { name, type };
      if (s.type === 'basic') model.scheme = 'basic';
      else if (typeof s.scheme === 'string') model.scheme = s.scheme.toLowerCase();
      if (s.in === 'header' || s.in === 'query' || s.in === 'cookie') model.in = s.in;
      if (typeof s.name === 'string') model.paramName = s.name;
      if (typeof s.description === 'string') model.description = s.description;
      if (typeof s['x-default'] === 'string') model.defaultValue = s['x-default'];
      out.push(model);
    }
  }
  return out;
}

/** The operation object of an OperationInfo and its path item (or webhook item). */
export function operationObjects(
  spec: LoadedSpec,
  info: OperationInfo,
): { item: Obj; op: Obj; method: string } | undefined {
  const doc = spec.document;
  const container = info.method === 'WEBHOOK' ? doc.webhooks : doc.paths;
  const item = isObj(container) ? container[info.key] : undefined;
  if (!isObj(item)) return undefined;
  if (info.method === 'WEBHOOK') {
    const method = OPERATION_KEYS.find((m) => isObj(item[m]));
    return method ? { item, op: item[method] as Obj, method: method.toUpperCase() } : undefined;
  }
  const lower = info.method.toLowerCase();
  if (OPERATION_KEYS.includes(lower) && isObj(item[lower]))
    return { item, op: item[lower] as Obj, method: info.method };
  const extra = isObj(item.additionalOperations) ? item.additionalOperations[info.method] : undefined;
  return isObj(extra) ? { item, op: extra, method: info.method } : undefined;
}

/** Builds the endpoint model of one operation. */
export function endpointModel(spec: LoadedSpec, info: OperationInfo): EndpointModel | undefined {
  const found = operationObjects(spec, info);
  if (!found) return undefined;
  const { item, op, method } = found;
  const doc = spec.document;
  const swagger2 = typeof doc.swagger === 'string';
  const servers = swagger2
    ? swagger2Servers(doc)
    : ([serversOf(op.servers), serversOf(item.servers), serversOf(doc.servers)].find((s) => s.length > 0) ?? []);

  const { parameters, body: paramBody } = parametersModel(doc, item, op);
  let body = paramBody;
  if (isObj(op.requestBody)) body = requestBodyModel(op.requestBody);

  const produces = (Array.isArray(op.produces) ? op.produces : Array.isArray(doc.produces) ? doc.produces : []).map(
    String,
  );
  const responses = responsesModel(op, produces);

  const codeSamples = codeSamplesOf(op);
  const model: EndpointModel = {
    method,
    path: info.path,
    webhook: info.method === 'WEBHOOK',
    op,
    servers,
    parameters,
    security: securityOf(doc, op),
    responses,
    codeSamples,
  };
  if (body) model.body = body;
  const callbacks = callbacksModel(op);
  if (callbacks.length > 0) model.callbacks = callbacks;
  return model;
}

// The operation's parameters (the path item's, overridden by the operation's), and the body Swagger 2
// declares as a `body` or `formData` parameter.
function parametersModel(
  doc: Obj,
  item: Obj,
  op: Obj,
): { parameters: ParameterModel[]; body: EndpointModel['body'] | undefined } {
  const merged = new Map<string, Obj>();
  for (const p of [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(op.parameters) ? op.parameters : []),
  ]) {
    if (isObj(p) && typeof p.name === 'string') merged.set(`${p.in}:${p.name}`, p);
  }
  const parameters: ParameterModel[] = [];
  let body: EndpointModel['body'];
  const formFields: Obj = {};
  const formRequired: string[] = [];
  const consumes = (Array.isArray(op.consumes) ? op.consumes : Array.isArray(doc.consumes) ? doc.consumes : []).map(
    String,
  );
  for (const p of merged.values()) {
    const name = p.name as string;
    if (p.in === 'body') {
      body = {
        required: p.required === true,
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
        contents: [{ mediaType: consumes[0] ?? 'application/json', ...(isObj(p.schema) ? { schema: p.schema } : {}) }],
      };
      continue;
    }
    if (p.in === 'formData') {
      formFields[name] = {
        ...parameterSchema(p),
        ...(typeof p.description === 'string' ? { description: p.description } : {}),
      };
      if (p.required === true) formRequired.push(name);
      continue;
    }
    if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header' && p.in !== 'cookie') continue;
    const model: ParameterModel = {
      name,
      in: p.in,
      required: p.in === 'path' || p.required === true,
      deprecated: p.deprecated === true,
      schema: parameterSchema(p),
    };
    if (typeof p.description === 'string') model.description = p.description;
    const example = firstExample(p);
    if (example !== undefined) model.example = example;
    parameters.push(model);
  }
  if (Object.keys(formFields).length > 0) {
    const mediaType = consumes.find((c) => c.includes('form')) ?? 'application/x-www-form-urlencoded';
    body = {
      required: formRequired.length > 0,
      contents: [{ mediaType, schema: { type: 'object', properties: formFields, required: formRequired } }],
    };
  }
  return { parameters, body };
}

// `x-codeSamples` (or `x-code-samples`): the operation's own request examples.
function codeSamplesOf(op: Obj): EndpointModel['codeSamples'] {
  const samples = Array.isArray(op['x-codeSamples'])
    ? op['x-codeSamples']
    : Array.isArray(op['x-code-samples'])
      ? op['x-code-samples']
      : [];
  return samples.filter(isObj).flatMap((s) => {
    if (typeof s.source !== 'string') return [];
    const label = typeof s.label === 'string' && s.label.trim() !== '' ? s.label.trim() : undefined;
    return [{ lang: String(s.lang ?? 'text'), ...(label ? { label } : {}), source: s.source }];
  });
}
