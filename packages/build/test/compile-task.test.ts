import { DocsConfigSchema } from '@docsgen/config';
import { compileSettings } from '@docsgen/site';
import { describe, expect, it } from 'vitest';
import { compilePageOptions } from '../src/compile-task.ts';

const config = DocsConfigSchema.parse({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0a7c5a' },
  navigation: { pages: ['index'] },
  variables: { product: 'Acme' },
  icons: { library: 'tabler' },
});
const settings = compileSettings(config, { base: '/docs/', strict: true }, { light: 'nord', dark: 'dracula' });

/** Settings the MDX compile does not read: the API page stages take them from the run. */
const NOT_MDX = new Set(['api']);

describe('compilePageOptions', () => {
  it('hands the MDX compile (a worker or the build thread) every compile setting it reads', () => {
    const options = compilePageOptions({ root: '/r', file: 'a.mdx', source: 'x', fallbackTitle: 'A', settings });
    expect([options.root, options.file, options.source, options.fallbackTitle]).toEqual(['/r', 'a.mdx', 'x', 'A']);
    for (const [key, value] of Object.entries(settings))
      if (!NOT_MDX.has(key)) expect([key, Reflect.get(options, key)]).toEqual([key, value]);
  });
});
