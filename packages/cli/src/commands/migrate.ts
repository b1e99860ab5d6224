import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readJsonTree, upgradeMintConfig } from '@docsgen/config';
import { parseCommandArgs } from '../parse-command-args.ts';
import { printDiagnostics } from '../print-diagnostics.ts';

const HELP = `Usage: docsgen migrate [dir]

Writes docs.json from the mint.json in [dir] (default: .), converted as Mintlify upgrades it:
navigation groups, tabs, anchors and versions become docs.json's navigation tree, and the other
settings move to their docs.json keys. An existing docs.json is never overwritten. Check the
result with \`docsgen check\`, then delete mint.json.

Options:
  -h, --help   show this help
Exit codes: 0 written, 1 nothing written (no mint.json, docs.json exists, mint.json unreadable), 2 usage.
`;

/** `docsgen migrate`: mint.json → docs.json, never overwriting. */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs('migrate', HELP, parse, args);
  if (typeof parsed === 'number') return parsed;
  const root = path.resolve(parsed.positionals[0] ?? '.');
  let text: string;
  try {
    text = await readFile(path.join(root, 'mint.json'), 'utf8');
  } catch (e) {
    process.stderr.write(`docsgen migrate: no mint.json in ${root} (${(e as NodeJS.ErrnoException).code}).\n`);
    return 1;
  }
  const tree = readJsonTree(root, 'mint.json', text);
  if (tree.value === undefined || typeof tree.value !== 'object' || tree.value === null || Array.isArray(tree.value)) {
    printDiagnostics(tree.diagnostics, { root, json: false, stream: process.stderr });
    process.stderr.write('docsgen migrate: mint.json could not be read as a JSON object; nothing was written.\n');
    return 1;
  }
  const docs = upgradeMintConfig(tree.value as Record<string, unknown>);
  try {
    await writeFile(path.join(root, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`, { flag: 'wx' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    process.stderr.write(
      code === 'EEXIST'
        ? `docsgen migrate: ${path.join(root, 'docs.json')} already exists; it was left as it is.\n  hint: docsgen uses docs.json when both exist. Move it away to migrate again.\n`
        : `docsgen migrate: could not write docs.json (${code}).\n`,
    );
    return 1;
  }
  const where = path.relative(process.cwd(), root) || '.';
  process.stdout.write(
    `Wrote ${path.join(where, 'docs.json')} from mint.json.\nNext: docsgen check ${where}, then delete mint.json (docs.json is used when both exist).\n`,
  );
  return 0;
}

function parse(args: string[]) {
  return parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
}
