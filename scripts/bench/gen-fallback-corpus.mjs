// A small deterministic corpus generator used by the bench when ../shared/bench/gen-corpus.mjs is
// absent: N Mintlify-style pages in tabs → groups, with components, code blocks and an OpenAPI spec
// of max(1, N/10) operations listed as "METHOD /path" entries.
import fs from 'node:fs';
import path from 'node:path';

export function generateCorpus(n, out) {
  fs.mkdirSync(out, { recursive: true });
  const folders = Math.max(1, Math.round(n / 20));
  const pages = ['index'];
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    fs.writeFileSync(path.join(out, rel), text);
  };
  write('index.mdx', page('Home', 0, n));
  for (let i = 1; i < n; i++) {
    const rel = `guides/section-${i % folders}/page-${i}`;
    pages.push(rel);
    write(`${rel}.mdx`, page(`Page ${i}`, i, n));
  }
  const ops = Math.max(1, Math.round(n / 10));
  const paths = {};
  const entries = [];
  for (let i = 0; i < ops; i++) {
    const p = `/items${i}/{id}`;
    paths[p] = {
      get: {
        summary: `Get item ${i}`,
        tags: [`Items ${i % 5}`],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } },
          },
        },
      },
    };
    entries.push(`GET ${p}`);
  }
  write('openapi.json', JSON.stringify({ openapi: '3.0.3', info: { title: 'Bench', version: '1' }, paths }, null, 2));
  const groups = [];
  for (let g = 0; g < pages.length; g += 20)
    groups.push({ group: `Group ${g / 20 + 1}`, pages: pages.slice(g, g + 20) });
  const config = {
    theme: 'mint',
    name: 'Bench',
    colors: { primary: '#0D9373' },
    navigation: {
      tabs: [
        { tab: 'Guides', groups },
        { tab: 'API Reference', openapi: 'openapi.json', groups: [{ group: 'Endpoints', pages: entries }] },
      ],
    },
  };
  write('docs.json', JSON.stringify(config, null, 2));
}

function page(title, i, n) {
  const link = `/guides/section-${(i + 1) % Math.max(1, Math.round(n / 20))}/page-${Math.max(1, (i * 7) % n || 1)}`;
  return `---
title: "${title}"
description: "Generated page ${i}."
---

Intro paragraph for page ${i}. See [another page](${link}).

## Overview

<Note>This is a note on page ${i}.</Note>

<Steps>
<Step title="Install">Run the installer.</Step>
<Step title="Configure">Edit the config.</Step>
</Steps>

\`\`\`ts title="example.ts" {2}
const x = ${i};
console.log(x);
\`\`\`

<Tabs>
<Tab title="npm">\`npm i acme\`</Tab>
<Tab title="pnpm">\`pnpm add acme\`</Tab>
</Tabs>

### Details

| Key | Value |
| --- | --- |
| id | ${i} |

<ParamField query="limit" type="number" default="10">How many.</ParamField>
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generateCorpus(Number(process.argv[2]), process.argv[3]);
}
