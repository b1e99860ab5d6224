import type { EndpointModel } from './endpoint-model-types.ts';

/** Default schema nodes one API page may expand (fields, type labels, examples together). */
export const PAGE_EXPANSION_LIMIT = 50_000;

/** Thrown when a page's expansion passes its budget; the page renderer turns it into a located error. */
export class ExpansionExceeded extends Error {
  constructor(
    readonly limit: number,
    /** Where the budget ran out: "the `$ref` `…`" or "the schema `Name`", when known. */
    readonly at: string | undefined,
  ) {
    super(`more than ${limit} schema nodes expanded`);
  }
}

/**
 * A count of the schema nodes expanded for one page, shared by every walk that follows `$ref`s
 * (schema fields, type labels, allOf merges, generated examples): each spends as it expands, so
 * the work stops at the limit instead of being measured after it is done.
 */
export class ExpansionBudget {
  used = 0;
  at: string | undefined;

  constructor(
    readonly limit: number = PAGE_EXPANSION_LIMIT,
    /** Component schema objects → names, to say which schema was being expanded; default none. */
    private readonly names?: ReadonlyMap<object, string>,
  ) {}

  /** Counts `nodes` more for `node` (reached through `ref`, when one was followed); throws ExpansionExceeded past the limit. */
  spend(nodes = 1, ref?: string, node?: object): void {
    const name = node && this.names?.get(node);
    if (ref !== undefined) this.at = `the \`$ref\` \`${ref}\``;
    else if (name) this.at = `the schema \`${name}\``;
    this.used += nodes;
    if (this.used > this.limit) throw new ExpansionExceeded(this.limit, this.at);
  }

  /** Counts the nodes of a plain value that lands on the page as is (an `example`, a `default`). */
  spendValue(value: unknown): void {
    this.spend(nodesOf(value, this.limit - this.used + 1));
  }
}

const NODES = new WeakMap<object, number>();

/**
 * Nodes of a plain value as JSON.stringify writes it out (an object reached twice counts twice),
 * counted once per object; counting stops past `cap` (a value that refers to itself never ends).
 */
export function nodesOf(value: unknown, cap: number): number {
  if (value === null || typeof value !== 'object') return 1;
  const known = NODES.get(value);
  if (known !== undefined) return known;
  // Iterative: a value may nest deeper than the stack allows.
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= cap) {
    const next = stack.pop();
    count++;
    if (next !== null && typeof next === 'object') for (const child of Object.values(next)) stack.push(child);
  }
  if (count <= cap) NODES.set(value, count);
  return count;
}

/** The values an endpoint page shows as they are: parameter, body and response examples (callbacks' too). */
export function exampleValues(model: EndpointModel): unknown[] {
  const bodies = [model.body, ...(model.callbacks ?? []).map((c) => c.body)];
  const responses = [...model.responses, ...(model.callbacks ?? []).flatMap((c) => c.responses)];
  const contents = [...bodies.flatMap((b) => b?.contents ?? []), ...responses.flatMap((r) => r.contents)];
  return [
    ...model.parameters.map((p) => p.example),
    ...contents.flatMap((c) => [c.example, ...(c.examples ?? []).map((e) => e.value)]),
  ].filter((v) => v !== undefined);
}
