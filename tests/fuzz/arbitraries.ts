import fc from 'fast-check';

// Generators shared by the fuzz properties: docs.json navigation trees (valid and invalid) and
// MDX fragments. Pages that exist in the fuzz sites: index, guide, nested/deep; spec api/openapi.yaml.

export const PAGES = ['index', 'guide', 'nested/deep', 'api/openapi.yaml'];
const pageRef = fc.oneof(
  fc.constantFrom(
    'index',
    'guide',
    'guide.mdx',
    'nested/deep',
    'missing',
    '../outside',
    '/etc/passwd',
    'C:\\x',
    'a\u0000b',
    'GET /pets',
    'POST /nope',
    'webhook ping',
    'Guide',
    '',
    'nested/',
    '🚀 page',
  ),
  fc.string({ maxLength: 12 }),
);
const label = fc.oneof(
  fc.constantFrom('Start', '', 'v1', 'en', 'fr', '../x', '<script>', 'a/b'),
  fc.string({ maxLength: 8 }),
);
const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 5 }),
);
const DIVISIONS = ['tab', 'anchor', 'dropdown', 'version', 'language', 'product', 'group'] as const;
const LISTS = ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'groups', 'pages'] as const;

const { node } = fc.letrec<{ node: unknown; entry: unknown }>((tie) => ({
  entry: fc.oneof({ depthSize: 'small', withCrossShrink: true }, pageRef, tie('node'), junk),
  node: fc
    .record(
      {
        kind: fc.constantFrom(...DIVISIONS),
        name: label,
        list: fc.constantFrom(...LISTS),
        children: fc.array(tie('entry'), { maxLength: 4 }),
        extraKey: fc.option(
          fc.constantFrom('openapi', 'hidden', 'icon', 'href', 'expanded', 'root', 'default', '__proto__', 'grups'),
          {
            nil: undefined,
          },
        ),
        extraValue: fc.oneof(junk, fc.constantFrom('api/openapi.yaml', 'https://x.dev', 'javascript:alert(1)', 'book')),
      },
      { requiredKeys: ['kind', 'name', 'list', 'children'] },
    )
    .map(({ kind, name, list, children, extraKey, extraValue }) => {
      const obj: Record<string, unknown> = { [kind]: name, [list]: children };
      if (extraKey !== undefined) Object.defineProperty(obj, extraKey, { value: extraValue, enumerable: true });
      return obj;
    }),
}));

/** A docs.json `navigation` value: a division tree, a page list, several lists, or junk. */
export const navigation = fc.oneof(
  node,
  fc.record({ pages: fc.array(pageRef, { maxLength: 6 }) }),
  fc.dictionary(fc.constantFrom(...LISTS, 'global', 'grups'), fc.array(node, { maxLength: 3 }), { maxKeys: 2 }),
  junk,
);

const PIECES = [
  '---\n',
  'title: Fuzz\n',
  'title: [a, b]\n',
  'description: "x"\n',
  'a: &a [1]\nb: *a\n',
  '+++\n',
  '# Heading\n',
  '## Same\n',
  '<Card title="x" href="/guide">',
  '</Card>',
  '<Cardd>',
  '<Tabs><Tab title="a">',
  '</Tab></Tabs>',
  '<Note>',
  '</Note>',
  '<CodeGroup>',
  '</CodeGroup>',
  '<div>',
  '</div>',
  '<br/>',
  '{',
  '}',
  '{1 + 1}',
  '{undefinedName}',
  '{/* comment */}',
  '<!-- html comment -->',
  'a < b',
  '`code`',
  '```js\nconst x = 1;\n```\n',
  '```\nunclosed',
  '*a',
  '**bold**',
  '> quote',
  '- item\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n',
  '$$x^2$$',
  '$x$',
  '[link](/guide)',
  '[bad](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '![img](/missing.png)',
  '[[x]]',
  'import S from "/snippets/s.mdx";\n\n<S />\n',
  'import X from "../../outside.mdx";\n',
  'import fs from "node:fs";\n',
  'export const answer = 42;\n',
  '{answer}',
  '\\',
  '\u0000',
  '\r\n',
  '\n\n',
  '🚀',
  '&amp;',
  '{{variable}}',
];

/** An MDX page source built from risky pieces and random text. */
export const fragment = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    ),
    {
      maxLength: 14,
    },
  )
  .map((parts) => parts.join(''));
