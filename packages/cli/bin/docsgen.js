#!/usr/bin/env node
// The bundled CLI lives in ../dist; it is built by the workspace's `prepare` step (npm install).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = fileURLToPath(new URL('../dist/docsgen.mjs', import.meta.url));
if (!existsSync(bundle)) {
  process.stderr.write(
    'docsgen: the CLI bundle is missing; run `npm install` (or `npm run build`) in the docsgen checkout.\n',
  );
  process.exit(2);
}
const { main } = await import(bundle);
process.exitCode = await main(process.argv.slice(2));
