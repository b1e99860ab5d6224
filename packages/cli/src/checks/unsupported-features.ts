// From its module: the build package's index loads the whole pipeline.

import { locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, offsetToLineColumn } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import { SUPPORTED_INTEGRATIONS } from '@docsgen/site/integrations-script';

/** A Mintlify feature docsgen accepts but does not act on, with what to do instead. */
export interface UnsupportedFeature {
  /** docs.json JSON path (`integrations`) or frontmatter key (`rss`). */
  key: string;
  /** What docsgen does with it, shown in the message. */
  effect: string;
  /** What to do instead, shown as the hint. */
  instead: string;
  /** Only values for which this is true are reported; default every value. */
  when?: (value: unknown) => boolean;
}

/**
 * docs.json keys that are valid Mintlify configuration but change nothing in a docsgen build.
 * The README's compatibility table lists the same rows.
 */
export const UNSUPPORTED_CONFIG: readonly UnsupportedFeature[] = [
  {
    key: 'thumbnails',
    effect: 'no social preview images are generated',
    instead: 'Set `seo.metatags["og:image"]` to an image URL, or `og:image` in a page’s frontmatter.',
  },
  {
    key: 'variations',
    effect: 'content variations are not offered',
    instead: 'Publish each variation as its own version or language in `navigation`.',
  },
  {
    key: 'markdown.schema',
    effect:
      'the Markdown copy of an API page describes its parameters, request and responses in Markdown; the OpenAPI spec itself is not embedded in it',
    instead:
      'The spec file is published beside the pages; offer it with `download-spec` in `contextual.options`, or set `markdown.schema: false` (what docsgen does).',
    // `false` asks for what docsgen does anyway.
    when: (value) => value !== false,
  },
  {
    key: 'feedback.thumbs',
    effect: 'pages show no thumbs-up/down rating: a static site has nowhere to send the votes',
    instead:
      'Offer `feedback.edits` and `feedback.issues` (links to the repository, which docsgen shows), or an analytics integration.',
    when: (value) => value === true,
  },
  {
    key: 'seo.trailingSlash',
    effect:
      'canonical URLs, `og:url`, structured data and the sitemap end in `/`; links between the site’s pages do not',
    instead: 'Nothing to do if your host serves `/page` and `/page/` alike (every static host docsgen documents does).',
    when: (value) => value === true,
  },
];

/** Frontmatter keys of Mintlify features docsgen does not have. */
export const UNSUPPORTED_FRONTMATTER: readonly UnsupportedFeature[] = [
  {
    key: 'asyncapi',
    effect: 'AsyncAPI channels are not rendered; the page shows its own content only',
    instead: 'Describe the channel in the page with `<ParamField>`/`<ResponseField>`, or remove the page.',
  },
  {
    key: 'graphql',
    effect: 'GraphQL operations are not rendered; the page shows its own content only',
    instead: 'Describe the operation in the page with `<ParamField>`/`<ResponseField>` and code blocks.',
  },
  {
    key: 'related',
    effect: 'no “Related topics” section is shown (a Mintlify add-on suggesting pages)',
    instead: 'Link the related pages in the page itself, e.g. with `<Card href>`s at its end.',
  },
  {
    key: 'groups',
    effect:
      'the page is published because `--groups` names one of its groups, and a docsgen site is static: every reader who has the URL can open it (without `--groups` it is left out)',
    instead: 'Put the built site behind your host’s access control, or build without `--groups` for the public site.',
  },
  {
    key: 'mode',
    effect: 'the page shows in the default layout: docsgen has no AI assistant',
    instead: 'Remove `mode: "assistant"`, or point readers to your assistant elsewhere.',
    when: (value) => value === 'assistant',
  },
];

/** AsyncAPI sources, wherever they are set (top level, `api`, any navigation node). */
const ASYNCAPI: UnsupportedFeature = {
  key: 'asyncapi',
  effect: 'AsyncAPI channels are not rendered and no pages are generated from it',
  instead: 'Describe the channels in MDX pages with `<ParamField>`/`<ResponseField>`, or remove the key.',
};

/** An `integrations` provider docsgen has no snippet for (`onetrust`, `transcend`, `koala`). */
const INTEGRATION: UnsupportedFeature = {
  key: 'integrations',
  effect:
    'this provider’s script is not added to the built site (docsgen adds the analytics and chat providers of Mintlify’s settings reference)',
  instead: 'Put the provider’s snippet in a `.js` file in the docs root; docsgen adds it to every page.',
};

/** `info` diagnostics for the docs.json keys of {@link UNSUPPORTED_CONFIG} a site sets, and every `asyncapi`. */
export function unsupportedConfig(site: Pick<Site, 'config' | 'sourceMap'>): Diagnostic[] {
  const config: Record<string, unknown> = site.config;
  // A key may be a dotted path (`styling.codeblocks`).
  const valueAt = (key: string) =>
    key
      .split('.')
      .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), config);
  const found = UNSUPPORTED_CONFIG.filter(
    (f) => valueAt(f.key) !== undefined && (f.when?.(valueAt(f.key)) ?? true),
  ).map((f) => ({
    feature: f,
    path: f.key,
  }));
  for (const path of site.sourceMap?.keys() ?? []) {
    if (/(^|\.)asyncapi$/.test(path)) found.push({ feature: ASYNCAPI, path });
  }
  const integrations = config.integrations;
  if (integrations && typeof integrations === 'object') {
    for (const name of Object.keys(integrations)) {
      if (!SUPPORTED_INTEGRATIONS.has(name)) found.push({ feature: INTEGRATION, path: `integrations.${name}` });
    }
  }
  return found.map(({ feature, path }) => ({
    severity: 'info',
    code: 'check/unsupported',
    message: `\`${path}\` is Mintlify configuration docsgen does not support: ${feature.effect}.`,
    ...locate(site.sourceMap, path),
    hint: feature.instead,
  }));
}

/** `info` diagnostics for the frontmatter keys of {@link UNSUPPORTED_FRONTMATTER} a page sets. */
export function unsupportedFrontmatter(
  frontmatter: Record<string, unknown>,
  file: string,
  source: string,
): Diagnostic[] {
  return UNSUPPORTED_FRONTMATTER.filter(
    (f) => frontmatter[f.key] !== undefined && (f.when?.(frontmatter[f.key]) ?? true),
  ).map((f) => {
    const match = new RegExp(`^${f.key}\\s*:`, 'm').exec(source);
    const at = match ? offsetToLineColumn(source, match.index) : { line: 1, column: 1 };
    return {
      severity: 'info',
      code: 'check/unsupported',
      message: `Frontmatter \`${f.key}\` is a Mintlify feature docsgen does not support: ${f.effect}.`,
      file,
      line: at.line,
      column: at.column,
      length: f.key.length,
      jsonPath: `frontmatter.${f.key}`,
      hint: f.instead,
    };
  });
}

function locate(map: SourceMap | undefined, key: string): Partial<Diagnostic> {
  const at = locationOf(map, key, 'key');
  return at.file ? at : { ...at, file: 'docs.json' };
}

/** Mintlify components docsgen does not have, with what to write instead (the README lists the same). */
export const UNSUPPORTED_COMPONENTS: Readonly<Record<string, string>> = {
  Variation: 'Publish each variation as its own version or language in `navigation`.',
  ApiPlayground: 'Reference the operation with `openapi: "METHOD /path"` in the frontmatter.',
  CustomCode: 'Use a fenced code block.',
  CustomComponent: 'Define the component with `export const` in the page or import it from `snippets/`.',
  DynamicCustomComponent: 'Define the component with `export const` in the page or import it from `snippets/`.',
  MDX: 'Write the content in the page, or import it from a snippet (`import X from "/snippets/x.mdx"`).',
  MDXContentController: 'Write the content in the page; docsgen has no content controller.',
};

/** Mintlify components docsgen renders without part of what they do there, with what differs. */
export const PARTIAL_COMPONENTS: Readonly<Record<string, UnsupportedFeature>> = {
  'GitHub.Repo': {
    key: 'GitHub.Repo',
    effect: 'the card shows the owner, name and link; the description, stars and forks are not fetched',
    instead: 'Write the description next to the card if readers need it (docsgen pages make no third-party requests).',
  },
};

/** Opening lines of fenced code blocks (``` or ~~~, three or more), whose contents are not tags. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * `info` diagnostics for each use of a {@link PARTIAL_COMPONENTS} tag in an MDX source (fenced
 * code, where pages show examples of the tag, is skipped), at the tag.
 */
export function partialComponents(source: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  let fence: string | undefined;
  const lines = source.split('\n');
  for (const [i, line] of lines.entries()) {
    const f = FENCE.exec(line)?.[1];
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = undefined;
      continue;
    }
    if (f) {
      fence = f;
      continue;
    }
    for (const m of line.matchAll(/<(GitHub\.Repo|Github\.Repo)\b/g)) {
      const feature = PARTIAL_COMPONENTS[m[1]!.replace('Github', 'GitHub')]!;
      out.push({
        severity: 'info',
        code: 'check/unsupported',
        message: `\`<${m[1]}>\` renders differently from Mintlify: ${feature.effect}.`,
        file,
        line: i + 1,
        column: m.index + 1,
        length: m[1]!.length + 1,
        hint: feature.instead,
      });
    }
  }
  return out;
}

/**
 * An unknown-component diagnostic about a Mintlify component docsgen does not have says so, with
 * what to write instead; other diagnostics come back unchanged.
 */
export function explainUnknownComponent(d: Diagnostic): Diagnostic {
  if (d.code !== 'mdx/unknown-component') return d;
  const name = /`<([\w.]+)>`/.exec(d.message)?.[1];
  const instead = name ? UNSUPPORTED_COMPONENTS[name] : undefined;
  if (!name || !instead) return d;
  return {
    ...d,
    message: `\`<${name}>\` is a Mintlify component docsgen does not have; its content is shown without it.`,
    hint: instead,
  };
}
