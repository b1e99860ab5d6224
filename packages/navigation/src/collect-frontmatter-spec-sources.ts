import type { DeclaredOpenApiSource } from '@docsgen/config';
import { parseEndpointRef, specPathCandidates } from '@docsgen/openapi';
import { readFileHead } from './read-file-head.ts';

/** Bytes read from the start of a candidate spec file to recognise it. */
const HEAD_BYTES = 1024;

/** `openapi: 3.x` or `swagger: "2.0"` as a top-level key, YAML or JSON. */
const SPEC_VERSION = /(^|[{,\s])["']?(openapi|swagger)["']?\s*:\s*["']?[23]\.\d/m;

/** Inputs of {@link collectFrontmatterSpecSources}. */
export interface FrontmatterSpecInput {
  /** Absolute docs root. */
  root: string;
  /** Frontmatter `openapi` value of each page that has one, by docs-root-relative page file. */
  refs: ReadonlyMap<string, string>;
  /** Every file of the docs root, docs-root-relative. */
  files: readonly string[];
  /** Specs docs.json already declares (docs-root-relative, no leading slash). */
  declared: ReadonlySet<string>;
  /** docs.json and its `$ref` files, never specs. */
  configFiles: readonly string[];
}

/**
 * Specs that pages reach only through their frontmatter, loaded as Mintlify does. Mintlify reads
 * every spec of the repository, so `openapi: "/admin-openapi.json POST /jobs"` works without a
 * docs.json declaration: a named spec that exists in the docs root is added. A reference that names
 * no spec, in a site whose docs.json declares none, loads every spec file of the repository (a .json,
 * .yaml or .yml whose top level says `openapi: 3.x` or `swagger: 2.0`) and finds its operation in
 * them; one that several hold gets a warning from the page compiler, naming them. Other JSON and
 * YAML files are never read past their first bytes, so they cannot raise a warning.
 */
export async function collectFrontmatterSpecSources(input: FrontmatterSpecInput): Promise<DeclaredOpenApiSource[]> {
  const files = new Set(input.files);
  const out = new Map<string, DeclaredOpenApiSource>();
  let unnamed: string | undefined;
  for (const [file, value] of [...input.refs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const ref = parseEndpointRef(value);
    if (!ref) continue;
    if (!ref.spec) {
      unnamed ??= file;
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref.spec.trim())) continue;
    // Relative to the page first, then from the root; else, as Mintlify matches a name against
    // every spec of the repository, a spec file whose path holds it.
    const candidates = specPathCandidates(ref.spec, file);
    if (candidates.some((c) => input.declared.has(c) || out.has(c))) continue;
    const spec = candidates.find((c) => files.has(c)) ?? (await specFileHolding(input, candidates.at(-1)!));
    if (spec === undefined || input.declared.has(spec) || out.has(spec)) continue;
    out.set(spec, { source: spec, file, jsonPath: 'frontmatter.openapi' });
  }
  // As Mintlify's prebuild loads every spec of the repository and looks an unnamed operation up in
  // all of them, a site whose docs.json declares none loads every spec file for such a reference.
  if (unnamed !== undefined && input.declared.size === 0) {
    for (const spec of await specFiles(input))
      if (!out.has(spec)) out.set(spec, { source: spec, file: unnamed, jsonPath: 'frontmatter.openapi' });
  }
  return [...out.values()];
}

/** Every spec file of the repository: a .json, .yaml or .yml whose top level says `openapi: 3.x` or `swagger: 2.0`. */
async function specFiles(input: FrontmatterSpecInput, holding = ''): Promise<string[]> {
  const config = new Set(input.configFiles);
  const specs: string[] = [];
  for (const f of input.files) {
    if (!/\.(json|ya?ml)$/i.test(f) || config.has(f) || !f.includes(holding)) continue;
    if (SPEC_VERSION.test((await readFileHead(input.root, f, HEAD_BYTES)) ?? '')) specs.push(f);
  }
  return specs;
}

/** The first spec file (in path order) whose path holds `name`, as Mintlify matches a spec named in frontmatter. */
async function specFileHolding(input: FrontmatterSpecInput, name: string): Promise<string | undefined> {
  if (name === '') return undefined;
  return (await specFiles(input, name)).sort()[0];
}
