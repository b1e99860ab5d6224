import type { DeclaredOpenApiSource } from '@docsgen/config';
import { parseEndpointRef } from '@docsgen/openapi';
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
 * no spec, in a site whose docs.json declares none, uses the repository's one spec file (a .json,
 * .yaml or .yml whose top level says `openapi: 3.x` or `swagger: 2.0`); with several, the page
 * has to name one and gets a warning from the page compiler otherwise.
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
    const spec = ref.spec.replace(/^(\.\/|\/)+/, '');
    if (input.declared.has(spec) || out.has(spec) || !files.has(spec)) continue;
    out.set(spec, { source: spec, file, jsonPath: 'frontmatter.openapi' });
  }
  if (unnamed !== undefined && input.declared.size === 0 && out.size === 0) {
    const config = new Set(input.configFiles);
    const candidates = input.files.filter((f) => /\.(json|ya?ml)$/i.test(f) && !config.has(f));
    const specs: string[] = [];
    for (const f of candidates)
      if (SPEC_VERSION.test((await readFileHead(input.root, f, HEAD_BYTES)) ?? '')) specs.push(f);
    if (specs.length === 1) out.set(specs[0]!, { source: specs[0]!, file: unnamed, jsonPath: 'frontmatter.openapi' });
  }
  return [...out.values()];
}
