import type { EndpointModel } from './endpoint-model-types.ts';
import type { PageParts } from './endpoint-sections.tsx';
import type { ExpansionBudget } from './expansion-budget.ts';
import { sampleSchema } from './sample-schema.ts';
import { FieldInput, type TryItModel } from './try-it-panel.tsx';
import type { LoadedSpec } from './types.ts';

/** The playground's inputs by `where:name`, each handed out once (to the first field documented under that name). */
export function inputsOf(tryIt: TryItModel): NonNullable<PageParts['input']> {
  const inputs = new Map(tryIt.fields.map((f) => [`${f.in}:${f.name}`, f]));
  return (where, name) => {
    const field = inputs.get(`${where}:${name}`);
    if (!field) return undefined;
    inputs.delete(`${where}:${name}`);
    return <FieldInput field={field} />;
  };
}

/** The text of the first body example (what the playground's body starts with), counted against the page's budget. */
export function firstBodyText(
  model: EndpointModel,
  document: LoadedSpec['document'],
  budget: ExpansionBudget,
): string | undefined {
  const firstBody = model.body?.contents[0];
  if (!firstBody) return undefined;
  const value =
    firstBody.example !== undefined ? firstBody.example : sampleSchema(firstBody.schema, document, 'request', budget);
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
