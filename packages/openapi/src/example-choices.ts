import type { ApiSettings } from './api-settings.ts';
import { codeSamples } from './code-samples.ts';
import type { EndpointModel } from './endpoint-model-types.ts';
import type { ExampleBlock, ExampleChoice } from './example-block.ts';
import type { ExpansionBudget } from './expansion-budget.ts';
import { normaliseRequest } from './normalise-request.ts';
import { sampleLanguage, sampleLanguageKey } from './sample-languages.ts';
import { sampleSchema } from './sample-schema.ts';
import type { LoadedSpec } from './types.ts';

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The request blocks of one body example: the webhook payload, or `x-codeSamples` then generated ones. */
function requestBlocks(
  model: EndpointModel,
  spec: LoadedSpec,
  settings: ApiSettings,
  budget: ExpansionBudget | undefined,
): ExampleBlock[] {
  // Optional parameters are in the examples unless `api.examples.defaults` is `required` (documented default `all`).
  const request = normaliseRequest(model, spec.document, {
    defaults: settings.examples?.defaults ?? 'all',
    ...(budget ? { budget } : {}),
  });
  if (model.webhook) {
    const payload = request.body?.json !== undefined ? JSON.stringify(request.body.json, null, 2) : request.body?.text;
    const lang = request.body?.json !== undefined ? 'json' : 'text';
    return payload !== undefined ? [{ label: 'Payload', lang, code: payload }] : [];
  }
  // A language the spec gives in `x-codeSamples` is not generated again (python = Python, sh = curl…).
  const given = new Set(model.codeSamples.map((s) => sampleLanguageKey(s.lang)));
  // `api.examples.autogenerate: false`: only the spec's own `x-codeSamples`.
  const generated =
    settings.examples?.autogenerate === false ? [] : codeSamples(request, settings.examples?.languages, given);
  return [
    ...model.codeSamples.map((s) => specSample(s)),
    ...generated.map((s) => ({ ...s, key: sampleLanguageKey(s.label) })),
  ];
}

// One `x-codeSamples` entry: its tab is its language's name (`bash` → cURL, else `lang` as written);
// its `label` only tells it apart from other samples of that language.
function specSample(s: EndpointModel['codeSamples'][number]): ExampleBlock {
  const known = sampleLanguage(s.lang);
  return {
    label: known?.label ?? (s.lang.trim() || 'Example'),
    lang: known?.highlight ?? s.lang.toLowerCase(),
    code: s.source,
    key: sampleLanguageKey(s.lang),
    ...(s.label ? { variant: s.label } : {}),
  };
}

/** Request examples: one choice, or one per named example of the body's first media type. */
export function requestChoices(
  model: EndpointModel,
  spec: LoadedSpec,
  settings: ApiSettings,
  budget?: ExpansionBudget,
): ExampleChoice[] {
  const first = model.body?.contents[0];
  if (!model.body || !first?.examples || first.examples.length < 2) {
    return [{ label: '', blocks: requestBlocks(model, spec, settings, budget) }];
  }
  return first.examples.map((ex) => {
    const content = { ...first, example: ex.value };
    const body = { ...model.body!, contents: [content, ...model.body!.contents.slice(1)] };
    return { label: ex.label, blocks: requestBlocks({ ...model, body }, spec, settings, budget) };
  });
}

/** Response examples by status: the JSON (else first) media type's example, each named one, or one sampled from the schema. */
export function responseChoices(
  model: EndpointModel,
  spec: LoadedSpec,
  budget?: ExpansionBudget,
): Array<{ status: string; choices: ExampleChoice[] }> {
  return model.responses.flatMap((res) => {
    const content = res.contents.find((c) => /json/i.test(c.mediaType)) ?? res.contents[0];
    if (!content) return [];
    const block = (value: unknown): ExampleBlock => ({
      label: res.status,
      code: pretty(value),
      lang: /json/i.test(content.mediaType) && typeof value !== 'string' ? 'json' : 'text',
    });
    if (content.examples && content.examples.length > 1) {
      return [
        { status: res.status, choices: content.examples.map((ex) => ({ label: ex.label, blocks: [block(ex.value)] })) },
      ];
    }
    const value =
      content.example !== undefined ? content.example : sampleSchema(content.schema, spec.document, 'response', budget);
    return value === undefined ? [] : [{ status: res.status, choices: [{ label: '', blocks: [block(value)] }] }];
  });
}
