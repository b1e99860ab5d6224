import type { SchemaField } from './schema-fields.ts';

function inline(text: string): string {
  return text.replace(/(?<!\s)\s*\n\s*/g, ' ').trim();
}

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text}${fence}`;
}

/** One field as a Markdown list item, nested properties indented below it. */
export function fieldMarkdown(field: SchemaField, indent = ''): string {
  const bits = [field.type, field.required ? 'required' : '', field.deprecated ? 'deprecated' : ''].filter(Boolean);
  let line = `${indent}- ${code(field.name ?? 'body')} (${bits.join(', ')})`;
  const extra: string[] = [];
  if (field.description) extra.push(inline(field.description));
  if (field.defaultValue !== undefined) extra.push(`Default: ${code(JSON.stringify(field.defaultValue))}.`);
  if (field.enumValues?.length)
    extra.push(`Allowed values: ${field.enumValues.map((v) => code(JSON.stringify(v))).join(', ')}.`);
  if (field.constraints.length > 0) extra.push(`${field.constraints.join('; ')}.`);
  if (field.recursive) extra.push(`Recursive: same structure as ${field.recursive}.`);
  if (extra.length > 0) line += `: ${extra.join(' ')}`;
  const lines = [line];
  for (const child of field.children) lines.push(fieldMarkdown(child, `${indent}  `));
  if (field.variants) {
    lines.push(`${indent}  - ${field.variantKind === 'any of' ? 'Any of' : 'One of'}:`);
    for (const v of field.variants) {
      lines.push(`${indent}    - ${v.label}`);
      for (const f of v.fields) lines.push(fieldMarkdown(f, `${indent}      `));
    }
  }
  return lines.join('\n');
}

/** The fields of a body/response root as a Markdown list. */
export function rootFieldsMarkdown(root: SchemaField): string {
  if (root.children.length === 0 && !root.variants) return fieldMarkdown(root);
  const lines = root.children.map((c) => fieldMarkdown(c));
  if (root.variants) {
    lines.push(`- ${root.variantKind === 'any of' ? 'Any of' : 'One of'}:`);
    for (const v of root.variants) {
      lines.push(`  - ${v.label}`);
      for (const f of v.fields) lines.push(fieldMarkdown(f, '    '));
    }
  }
  return lines.join('\n');
}

/** Plain-text words of fields for search. */
export function fieldsText(fields: SchemaField[]): string {
  const out: string[] = [];
  const visit = (f: SchemaField) => {
    if (f.name) out.push(f.name);
    if (f.description) out.push(f.description);
    f.children.forEach(visit);
    for (const v of f.variants ?? []) v.fields.forEach(visit);
  };
  fields.forEach(visit);
  return out.join(' ');
}
