import { type DeclaredOpenApiSource, type DocsConfig, joinJsonPath, type SourceMap } from '@docsgen/config';
import { parseEndpointRef } from '@docsgen/openapi';

/** Specs named inside endpoint entries (`"admin.yaml GET /users"`), so they load with the others. */
export function collectEntrySpecSources(config: DocsConfig, map?: SourceMap): DeclaredOpenApiSource[] {
  const out: DeclaredOpenApiSource[] = [];
  const stack: Array<[unknown, string]> = [[config.navigation, 'navigation']];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      const ref = parseEndpointRef(node);
      if (ref?.spec) {
        const loc = map?.get(path)?.value;
        out.push({
          source: ref.spec.replace(/^(\.\/|\/)+/, ''),
          file: loc?.file ?? 'docs.json',
          line: loc?.line,
          column: loc?.column,
          jsonPath: path,
        });
      }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], joinJsonPath(path, i)]);
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node))
        if (k === 'pages' || k === 'groups' || typeof v === 'object') stack.push([v, joinJsonPath(path, k)]);
    }
  }
  return out;
}
