import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { CompiledPage } from './types.ts';

/**
 * The spec's authoring rules, as warnings for `docsgen check`: a title and a description in the
 * frontmatter, headings starting at level 2 (the title is the h1), images wrapped in `<Frame>`.
 */
export function authoringChecks(page: CompiledPage, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const fm = page.frontmatter;
  // An OpenAPI page (`openapi`, `openapi-schema`) without its own title or description takes the
  // operation's or schema's, as Mintlify's build does: only a description neither gives is missing.
  const fromSpec = typeof fm.openapi === 'string' || typeof fm['openapi-schema'] === 'string';
  if (
    !(typeof fm.title === 'string' && fm.title.trim()) &&
    !fromSpec &&
    !page.diagnostics.some((d) => d.code === 'mdx/missing-title')
  ) {
    out.push(
      warning('authoring/title', 'Frontmatter has no `title`.', {
        file,
        line: 1,
        column: 1,
        hint: 'Add `title: …` to the frontmatter.',
      }),
    );
  }
  if (!(typeof fm.description === 'string' && fm.description.trim()) && !(fromSpec && page.description?.trim())) {
    out.push(
      warning('authoring/description', 'Frontmatter has no `description`; search engines and link previews use it.', {
        file,
        line: 1,
        column: 1,
        hint: 'Add `description: One sentence about this page.` to the frontmatter.',
      }),
    );
  }
  const first = page.headings.find((h) => !(h.depth === 2 && page.html.includes(`class="dg-update`)));
  if (first && first.depth !== 2) {
    out.push(
      warning(
        'authoring/heading-level',
        `The first heading \`${first.text}\` is level ${first.depth}; headings start at level 2 (\`##\`).`,
        {
          file,
          hint:
            first.depth === 1
              ? 'The page title is the h1; use `##` for sections.'
              : 'Start with `##` and nest `###` under it.',
        },
      ),
    );
  }
  const unframed = countUnframedImages(page.html);
  if (unframed > 0) {
    out.push(
      warning(
        'authoring/image-frame',
        `${unframed} image${unframed === 1 ? ' is' : 's are'} not wrapped in \`<Frame>\`.`,
        {
          file,
          hint: 'Wrap screenshots in `<Frame>…</Frame>` for a consistent border and caption.',
        },
      ),
    );
  }
  return out;
}

/** Counts `<img>` outside `<figure class="dg-frame">` and outside cards (their images are decoration). */
function countUnframedImages(html: string): number {
  let depth = 0;
  let count = 0;
  for (const m of html.matchAll(/<figure class="dg-frame(?: [^"]*)?"|<\/figure>|<img\b[^>]*>/g)) {
    if (m[0].startsWith('<figure')) depth++;
    else if (m[0] === '</figure>') depth = Math.max(0, depth - 1);
    else if (depth === 0 && !/class="dg-(card__img|icon)/.test(m[0])) count++;
  }
  return count;
}
