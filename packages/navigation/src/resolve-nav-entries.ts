// The entries of the navigation resolved to nodes: a page path against the page table (missing,
// redirected, collided, skipped symlinks), an endpoint reference against the OpenAPI index (the
// spec in scope, nearest ancestor first), and the endpoint groups generated from a spec no entry
// used. buildNavTree (build-nav-tree.ts) walks the levels and hands each entry here.
import { joinJsonPath, locationOf, normalizeOpenApiValue } from '@docsgen/config';
import { closestMatches, error, warning } from '@docsgen/diagnostics';
import {
  closestOperations,
  endpointSlugs,
  endpointTitle,
  findOperation,
  findSpec,
  groupOperationsByTag,
  type LoadedSpec,
  type OperationInfo,
  operationKey,
  parseEndpointRef,
} from '@docsgen/openapi';
import { checkRoute } from './check-route.ts';
import { firstPage } from './first-page.ts';
import type { EntryResolverContext, NavEntryResolver, Scope } from './nav-tree-walk.ts';
import { normalizePageRef, slugToUrl, titleFromUrl } from './page-url.ts';
import type { EndpointNode, GroupNode, LinkNode, NavNode, OpenApiSourceRef, PageNode } from './types.ts';

/** The resolvers of one navigation walk (they share its diagnostics and its endpoint slug cache). */
export class EntryResolver implements NavEntryResolver {
  private readonly slugCache = new Map<string, Map<string, string>>();
  private readonly pageSlugs: string[];

  constructor(private readonly ctx: EntryResolverContext) {
    this.pageSlugs = [...ctx.input.pages.keys()].map((u) => u.slice(1) || 'index');
  }

  private slugsFor(spec: LoadedSpec, directory?: string) {
    const key = `${spec.file}\u0000${directory ?? ''}`;
    let slugs = this.slugCache.get(key);
    if (!slugs) {
      slugs = endpointSlugs(spec, directory, (op) => this.checkedHref(spec, op));
      this.slugCache.set(key, slugs);
    }
    return slugs;
  }

  // An `x-mint.href` is a route like any other (checkRoute): one that is refused is reported once,
  // at the operation, and the endpoint keeps the slug it would have without one.
  private readonly refusedHrefs = new Set<string>();

  private checkedHref(spec: LoadedSpec, op: OperationInfo): string | undefined {
    const href = op.hrefOverride ?? '';
    const route = checkRoute(href);
    if (route.ok) return route.slug;
    const key = `${spec.file}\u0000${operationKey(op)}`;
    if (this.refusedHrefs.has(key)) return undefined;
    this.refusedHrefs.add(key);
    const pointer = op.hrefPointer ?? '';
    this.ctx.diagnostics.push(
      warning(
        'openapi/href-refused',
        `The \`x-mint.href\` \`${href}\` of ${op.method === 'WEBHOOK' ? 'webhook' : op.method} ${op.path} ${route.message}; the endpoint page gets its generated slug instead.`,
        {
          file: spec.file,
          ...spec.locate?.(pointer),
          jsonPath: `#${pointer}`,
          hint: 'Write the href as a path inside the site, e.g. "/api-reference/users/list", that no generated file (llms.txt, sitemap.xml…) uses.',
        },
      ),
    );
    return undefined;
  }

  private endpointNode({
    op,
    spec,
    directory,
    jsonPath,
    scope,
  }: {
    op: OperationInfo;
    spec: LoadedSpec;
    directory: string | undefined;
    jsonPath: string;
    scope: Scope;
  }): EndpointNode {
    const slug = this.slugsFor(spec, directory).get(operationKey(op)) ?? '';
    return {
      type: 'endpoint',
      url: slugToUrl(slug),
      label: endpointTitle(op, slug),
      method: op.method,
      path: op.path,
      spec: spec.file,
      ...this.ctx.at(jsonPath),
      openapi: scope.openapi,
      ...(op.hidden ? { hidden: true } : {}),
    };
  }

  pageEntry(entry: string, jsonPath: string, scope: Scope): NavNode | undefined {
    const ref = parseEndpointRef(entry);
    if (ref) return this.endpointEntry(entry, ref, jsonPath, scope);
    const page = this.resolvePage(entry, jsonPath);
    if (!page) return this.redirectedEntry(entry, jsonPath);
    const node: PageNode = {
      type: 'page',
      url: page.url,
      file: page.file,
      label: titleFromUrl(page.url),
      jsonPath,
      openapi: scope.openapi,
    };
    this.ctx.record(node, { kind: 'page', file: page.file }, scope, true, true);
    return node;
  }

  // A listed page with no file whose path is a redirect source: Mintlify keeps the entry (a link
  // titled from its path) and the redirect takes the reader on; so does docsgen.
  private redirectedEntry(entry: string, jsonPath: string): LinkNode | undefined {
    const ref = normalizePageRef(entry);
    if (!ref.ok) return undefined;
    const url = slugToUrl(ref.slug);
    if (this.ctx.input.pages.has(url) || this.ctx.input.collided?.has(url) || !this.ctx.input.redirected(url))
      return undefined;
    return { type: 'link', label: titleFromUrl(url), href: url, level: 'pages', ...this.ctx.at(jsonPath) };
  }

  resolvePage(entry: string, jsonPath: string): { url: string; file: string } | undefined {
    const ref = normalizePageRef(entry);
    if (!ref.ok) {
      this.ctx.diagnostics.push(
        error(
          'nav/path-escapes-root',
          `Page \`${entry}\` ${ref.reason === 'absolute' ? 'is an absolute path' : 'escapes the docs root'}; pages must be inside the docs root.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            hint: 'Write the path relative to the docs root, e.g. "guides/quickstart".',
          },
        ),
      );
      return undefined;
    }
    const url = slugToUrl(ref.slug);
    const file = this.ctx.input.pages.get(url) ?? this.ctx.input.listedOnly?.get(url);
    if (file !== undefined) {
      if (!this.ctx.input.pages.has(url)) this.ctx.input.pages.set(url, file);
      return { url, file };
    }
    // `Intro` when `intro.mdx` took /intro: the collision error already names both files.
    if (this.ctx.input.collided?.has(url)) return undefined;
    // A page restricted to groups this build does not publish: left out silently (loadSite says how many).
    if (this.ctx.input.withheld?.has(url)) return undefined;
    if (this.ctx.input.redirected(url)) {
      this.ctx.redirectedEntries.push({ entry, url, jsonPath });
      return undefined;
    }
    const link = this.ctx.input.skippedLinks?.get(url);
    if (link !== undefined) {
      // Out of the repository: refused (catalogue row 22, safety). Broken: Mintlify's build warns
      // about a listed page it cannot find and carries on; so does docsgen.
      const broken = this.ctx.input.brokenLinks?.has(link) === true;
      this.ctx.diagnostics.push(
        (broken ? warning : error)(
          'nav/page-not-readable',
          broken
            ? `Page \`${entry}\` is \`${link}\`, a broken symlink (or a loop); it is left out.`
            : `Page \`${entry}\` is \`${link}\`, a symlink that leaves the repository; docsgen does not read it.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            related: [{ message: 'the skipped link', file: link }],
            hint: broken
              ? 'Fix the link, or remove the entry.'
              : 'Copy the file into the repository instead of linking to it.',
          },
        ),
      );
      return undefined;
    }
    // A control character (a NUL) in a path is pathological input, refused as the catalogue asks.
    const control = /[\u0000-\u001f]/.test(entry);
    // Very short candidates "match" by containment; they are noise as suggestions.
    const near = closestMatches(ref.slug, this.pageSlugs, 5)
      .filter((c) => c.length * 2 >= ref.slug.length)
      .slice(0, 3);
    // Mintlify's build warns and carries on; the entry is left out of docsgen's sidebar (no link to a 404).
    this.ctx.diagnostics.push(
      (control ? error : warning)(
        'nav/missing-page',
        `Page \`${entry}\` does not exist: no ${ref.slug || 'index'}.mdx or ${ref.slug || 'index'}.md in the docs root.`,
        {
          ...locationOf(this.ctx.input.map, jsonPath),
          hint: near.length
            ? `Did you mean ${near.map((n) => `\`${n}\``).join(', ')}?`
            : 'Create the file, fix the path (relative to the docs root, without extension), or add a redirect for it.',
        },
      ),
    );
    return undefined;
  }

  /**
   * The specs an endpoint entry may come from: the one it names (with the directory its scope gives
   * that spec), else every spec in scope; none, reported, when the scope has none.
   */
  private specsInScope(
    entry: string,
    ref: NonNullable<ReturnType<typeof parseEndpointRef>>,
    jsonPath: string,
    scope: Scope,
  ): OpenApiSourceRef[] | undefined {
    let candidates: OpenApiSourceRef[];
    if (ref.spec !== undefined) {
      const written = normalizeOpenApiValue(ref.spec)[0]!;
      const inherited = scope.openapi.find(
        (s) => this.findSpecSafe(s.source)?.file === this.findSpecSafe(written.source)?.file,
      );
      candidates = [
        { source: written.source, ...(inherited?.directory !== undefined ? { directory: inherited.directory } : {}) },
      ];
    } else {
      candidates = scope.openapi;
      if (scope.provider) scope.provider.count++;
    }
    if (candidates.length === 0) {
      this.ctx.diagnostics.push(
        // Mintlify's build reads such an entry as a page that does not exist: a warning, left out.
        warning('nav/endpoint-no-spec', `Endpoint entry \`${entry}\` has no OpenAPI spec in scope; it is left out.`, {
          ...locationOf(this.ctx.input.map, jsonPath),
          hint: 'Set "openapi": "path/to/spec.yaml" on this group or an enclosing element, or name the spec in the entry: "spec.yaml GET /path".',
        }),
      );
      return undefined;
    }
    return candidates;
  }

  private endpointEntry(
    entry: string,
    ref: NonNullable<ReturnType<typeof parseEndpointRef>>,
    jsonPath: string,
    scope: Scope,
  ): NavNode | undefined {
    const found = this.findEndpoint(entry, ref, jsonPath, scope);
    if (!found) return undefined;
    const { op, spec, directory } = found;
    if (op.excluded) {
      this.ctx.diagnostics.push(
        warning(
          'nav/endpoint-excluded',
          `Endpoint \`${entry}\` is marked \`x-excluded\` in ${spec.file}; no page is built for it.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            hint: 'Remove the entry, or drop `x-excluded` from the operation.',
          },
        ),
      );
      return undefined;
    }
    const node = this.endpointNode({ op, spec, directory, jsonPath, scope });
    this.ctx.record(
      node,
      { kind: 'endpoint', spec: spec.file, method: op.method, path: op.path },
      scope,
      true,
      !op.hidden,
    );
    return op.hidden ? undefined : node;
  }

  // The one operation an endpoint entry names among the specs in scope; undefined when no spec
  // is loaded, none has it or several do (reported).
  private findEndpoint(
    entry: string,
    ref: NonNullable<ReturnType<typeof parseEndpointRef>>,
    jsonPath: string,
    scope: Scope,
  ) {
    const candidates = this.specsInScope(entry, ref, jsonPath, scope);
    if (!candidates) return undefined;
    const loaded = candidates.map((c) => ({ ref: c, spec: this.findSpecSafe(c.source) }));
    const missing = loaded.filter((l) => !l.spec);
    if (missing.length === loaded.length) {
      // A declared spec that failed to load was already reported at its declaration.
      if (missing.some((m) => this.ctx.input.declaredSpecs.has(m.ref.source))) return undefined;
      this.ctx.diagnostics.push(
        error(
          'nav/endpoint-no-spec',
          `Endpoint entry \`${entry}\` names the spec \`${ref.spec}\`, which is not loaded.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            hint: 'Check the spec path (relative to the docs root) in the entry.',
          },
        ),
      );
      return undefined;
    }
    const found = loaded.flatMap((l) => {
      const op = l.spec ? findOperation(l.spec, ref.method, ref.path) : undefined;
      return op && l.spec ? [{ op, spec: l.spec, directory: l.ref.directory }] : [];
    });
    if (found.length === 0) {
      const first = loaded.find((l) => l.spec)!.spec!;
      const near = closestOperations(first, ref.method, ref.path, 3);
      this.ctx.diagnostics.push(
        error(
          'nav/endpoint-not-found',
          `Endpoint \`${ref.method === 'WEBHOOK' ? `webhook ${ref.path}` : `${ref.method} ${ref.path}`}\` is not in ${first.file}.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            hint: near.length
              ? `Closest operations: ${near.map((n) => `\`${n}\``).join(', ')}.`
              : `Check ${first.file} for the method and path.`,
          },
        ),
      );
      return undefined;
    }
    const distinct = [...new Map(found.map((f) => [f.spec.file, f])).values()];
    if (distinct.length > 1) {
      this.ctx.diagnostics.push(
        error(
          'nav/endpoint-ambiguous',
          `Endpoint \`${entry}\` is defined in several specs in scope: ${distinct.map((f) => f.spec.file).join(', ')}.`,
          {
            ...locationOf(this.ctx.input.map, jsonPath),
            hint: `Name the spec in the entry, e.g. "${distinct[0]!.spec.file} ${entry.trim()}".`,
          },
        ),
      );
      return undefined;
    }
    return distinct[0]!;
  }

  private findSpecSafe(source: string): LoadedSpec | undefined {
    return this.ctx.input.openapi ? findSpec(this.ctx.input.openapi, source) : undefined;
  }

  // Groups generated from a spec no entry used (reference §2.5): one per tag, in document order.
  generated(own: OpenApiSourceRef[], jsonPath: string, scope: Scope, topLevel: boolean): GroupNode[] {
    const first = own[0];
    const spec = first ? this.findSpecSafe(first.source) : undefined;
    if (!first || !spec) return [];
    return groupOperationsByTag(spec).map(({ label, operations }) => {
      const group: GroupNode = {
        type: 'group',
        label,
        topLevel,
        children: [],
        ...this.ctx.at(joinJsonPath(jsonPath, 'openapi')),
        openapi: scope.openapi,
        ...(scope.directory !== undefined ? { directoryStyle: scope.directory } : {}),
      };
      const inner: Scope = { ...scope, trail: [...scope.trail, group] };
      for (const op of operations) {
        const node = this.endpointNode({
          op,
          spec,
          directory: first.directory,
          jsonPath: group.jsonPath,
          scope: inner,
        });
        this.ctx.record(
          node,
          { kind: 'endpoint', spec: spec.file, method: op.method, path: op.path },
          inner,
          false,
          !op.hidden,
        );
        if (!op.hidden) group.children.push(node);
      }
      group.firstPageUrl = firstPage(group);
      return group;
    });
  }
}
