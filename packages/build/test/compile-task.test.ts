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

describe('compilePageOptions', () => {
  it('hands the MDX compile (a worker or the build thread) the compile settings whole', () => {
    const options = compilePageOptions({ root: '/r', file: 'a.mdx', source: 'x', fallbackTitle: 'A', settings });
    expect([options.root, options.file, options.source, options.fallbackTitle]).toEqual(['/r', 'a.mdx', 'x', 'A']);
    // The value itself, not a copy of some fields: a field added to CompileSettings reaches mdx.
    expect(options.settings).toBe(settings);
  });
});
