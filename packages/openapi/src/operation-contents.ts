import { isObj, type Obj } from '@docsgen/diagnostics/is-obj';
import type { CallbackModel, ContentModel, EndpointModel, ResponseModel } from './endpoint-model-types.ts';
import { OPERATION_KEYS } from './operations-of.ts';

/** `example`, or the value of the first of `examples`. */
export function firstExample(holder: Obj): unknown {
  if (holder.example !== undefined) return holder.example;
  if (isObj(holder.examples)) {
    const first = Object.values(holder.examples)[0];
    if (isObj(first) && first.value !== undefined) return first.value;
  }
  if (Array.isArray(holder.examples) && holder.examples.length > 0) return holder.examples[0];
  return undefined;
}

/** A parameter's (or header's) schema: `schema`, the first `content` schema, or 2.0's fields lifted into one. */
export function parameterSchema(p: Obj): Obj {
  if (isObj(p.schema)) return p.schema;
  if (isObj(p.content)) {
    const first = Object.values(p.content)[0];
    if (isObj(first) && isObj(first.schema)) return first.schema;
  }
  // 2.0: type/format/enum/items live on the parameter itself.
  const lifted: Obj = {};
  for (const k of [
    'type',
    'format',
    'enum',
    'default',
    'items',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'pattern',
  ]) {
    if (p[k] !== undefined) lifted[k] = p[k];
  }
  return lifted;
}

/** A media type's schema and examples. */
export function contentModel(mediaType: string, media: unknown): ContentModel {
  const c: ContentModel = { mediaType };
  if (!isObj(media)) return c;
  if (isObj(media.schema)) c.schema = media.schema;
  const ex = firstExample(media);
  if (ex !== undefined) c.example = ex;
  if (isObj(media.examples) && Object.keys(media.examples).length > 1) {
    c.examples = Object.entries(media.examples).flatMap(([name, e]) =>
      isObj(e) && e.value !== undefined
        ? [{ name, label: typeof e.summary === 'string' && e.summary !== '' ? e.summary : name, value: e.value }]
        : [],
    );
  }
  return c;
}

/** A 3.x `requestBody`. */
export function requestBodyModel(rb: Obj): NonNullable<EndpointModel['body']> {
  const contents = isObj(rb.content) ? Object.entries(rb.content).map(([t, media]) => contentModel(t, media)) : [];
  return {
    required: rb.required === true,
    ...(typeof rb.description === 'string' ? { description: rb.description } : {}),
    contents,
  };
}

/** An operation's responses (3.x `content`, 2.0 `schema` with `produces`). */
export function responsesModel(op: Obj, produces: string[]): ResponseModel[] {
  const responses: ResponseModel[] = [];
  for (const [status, r] of Object.entries(isObj(op.responses) ? op.responses : {})) {
    if (!isObj(r)) continue;
    const res: ResponseModel = { status, contents: [], headers: [] };
    if (typeof r.description === 'string') res.description = r.description;
    if (isObj(r.content)) {
      for (const [mediaType, media] of Object.entries(r.content)) res.contents.push(contentModel(mediaType, media));
    } else if (isObj(r.schema)) {
      const c: ContentModel = { mediaType: produces[0] ?? 'application/json', schema: r.schema };
      if (isObj(r.examples)) {
        const ex = Object.values(r.examples)[0];
        if (ex !== undefined) c.example = ex;
      }
      res.contents.push(c);
    }
    if (isObj(r.headers)) {
      for (const [name, h] of Object.entries(r.headers)) {
        if (!isObj(h)) continue;
        res.headers.push({
          name,
          schema: parameterSchema(h),
          ...(typeof h.description === 'string' ? { description: h.description } : {}),
        });
      }
    }
    responses.push(res);
  }
  return responses;
}

/** `callbacks`: every method of every expression of every callback, in document order. */
export function callbacksModel(op: Obj): CallbackModel[] {
  const out: CallbackModel[] = [];
  for (const [name, callback] of Object.entries(isObj(op.callbacks) ? op.callbacks : {})) {
    if (!isObj(callback)) continue;
    for (const [expression, item] of Object.entries(callback)) {
      if (!isObj(item)) continue;
      for (const method of OPERATION_KEYS) {
        const cop = item[method];
        if (!isObj(cop)) continue;
        const model: CallbackModel = {
          name,
          expression,
          method: method.toUpperCase(),
          responses: responsesModel(cop, []),
        };
        if (typeof cop.summary === 'string') model.summary = cop.summary;
        if (typeof cop.description === 'string') model.description = cop.description;
        if (isObj(cop.requestBody)) model.body = requestBodyModel(cop.requestBody);
        out.push(model);
      }
    }
  }
  return out;
}
