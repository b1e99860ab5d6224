import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { type ReadRefusal, readInside } from '@docsgen/diagnostics/read-inside';
import type { DocsConfig } from './config-schema.ts';
import { decodeConfigBytes } from './decode-config-bytes.ts';
import { readJsonTree } from './read-json-tree.ts';
import type { SourceMap } from './source-location.ts';
import { upgradeMintConfig } from './upgrade-mint-config.ts';
import { validateConfig } from './validate-config.ts';

/** Options for {@link loadConfig}. */
export interface LoadConfigOptions {
  /** Configuration file name inside the root; default `docs.json`. */
  fileName?: string;
}

/** A loaded docs.json. */
export interface LoadedConfig {
  /** Absolute real path of the docs root (the input path when it could not be resolved). */
  root: string;
  /** The validated configuration; undefined when docs.json could not be read or parsed. */
  config: DocsConfig | undefined;
  /** Location of every JSON path (values from `$ref` files point into those files). */
  map: SourceMap;
  /** Every configuration file read, docs-root-relative: docs.json first, then `$ref` files. */
  files: string[];
  /** Every problem found, located; errors mean the site cannot be right. */
  diagnostics: Diagnostic[];
}

/**
 * Loads `<root>/docs.json`: reads it, parses it with positions, resolves `$ref` files inside the
 * root and validates the result. Never throws for user mistakes: everything is a diagnostic.
 */
export async function loadConfig(root: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const fileName = options.fileName ?? 'docs.json';
  const resolved = path.resolve(root);
  const fail = (d: Diagnostic): LoadedConfig => ({
    root: resolved,
    config: undefined,
    map: new Map(),
    files: [],
    diagnostics: [d],
  });
  let realRoot: string;
  try {
    realRoot = await realpath(resolved);
    if (!(await stat(realRoot)).isDirectory()) {
      return fail(
        error('config/not-found', `The docs root ${resolved} is not a directory (ENOTDIR).`, {
          hint: 'Pass the folder that holds docs.json.',
        }),
      );
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
    return fail(
      error('config/not-found', `The docs root ${resolved} does not exist (${code}).`, {
        hint: 'Pass the folder that holds docs.json.',
      }),
    );
  }
  const configPath = path.join(realRoot, fileName);
  // Through the one read gate: a docs.json linked to a file outside the docs root is not read.
  const read = await readInside(realRoot, fileName);
  if (!read.ok) {
    if (read.reason === 'missing' && options.fileName === undefined) {
      const mint = await loadMintConfig(realRoot);
      if (mint) return mint;
    }
    return {
      ...fail(unreadableConfig({ configPath, fileName, realRoot, reason: read.reason, code: read.code })),
      root: realRoot,
    };
  }
  const decoded = decodeConfigBytes(read.bytes, fileName);
  if ('diagnostic' in decoded) return { ...fail(decoded.diagnostic), root: realRoot, files: [fileName] };
  const text = decoded.text;
  const tree = readJsonTree(realRoot, fileName, text);
  if (tree.value === undefined) {
    return { root: realRoot, config: undefined, map: tree.map, files: tree.files, diagnostics: tree.diagnostics };
  }
  const checked = validateConfig(tree.value, tree.map, fileName);
  return {
    root: realRoot,
    config: checked.config,
    map: tree.map,
    files: tree.files,
    diagnostics: [...tree.diagnostics, ...checked.diagnostics],
  };
}

/**
 * A root with mint.json and no docs.json: mint.json read as Mintlify upgrades it (see
 * upgradeMintConfig), with a warning suggesting `docsgen migrate`. Undefined when there is no mint.json.
 * Problems of the upgraded configuration are reported against mint.json, without a line: their JSON
 * paths are docs.json's.
 */
async function loadMintConfig(realRoot: string): Promise<LoadedConfig | undefined> {
  const fileName = 'mint.json';
  const read = await readInside(realRoot, fileName);
  if (!read.ok) return undefined;
  const decoded = decodeConfigBytes(read.bytes, fileName);
  if ('diagnostic' in decoded)
    return { root: realRoot, config: undefined, map: new Map(), files: [fileName], diagnostics: [decoded.diagnostic] };
  const tree = readJsonTree(realRoot, fileName, decoded.text);
  if (tree.value === undefined || typeof tree.value !== 'object' || tree.value === null || Array.isArray(tree.value))
    return { root: realRoot, config: undefined, map: tree.map, files: tree.files, diagnostics: tree.diagnostics };
  const notice = warning(
    'config/mint-json',
    'mint.json is the older Mintlify configuration; docsgen reads it as Mintlify upgrades it to docs.json.',
    {
      file: fileName,
      line: 1,
      column: 1,
      hint: 'Run `docsgen migrate` to write the equivalent docs.json, then delete mint.json.',
    },
  );
  const checked = validateConfig(upgradeMintConfig(tree.value as Record<string, unknown>), new Map(), fileName);
  return {
    root: realRoot,
    config: checked.config,
    map: new Map(),
    files: tree.files,
    diagnostics: [notice, ...tree.diagnostics, ...checked.diagnostics.map((d) => ({ ...d, file: d.file ?? fileName }))],
  };
}

/** Why docs.json (or the named config file) could not be read, as the `config/not-found` diagnostic. */
function unreadableConfig({
  configPath,
  fileName,
  realRoot,
  reason,
  code,
}: {
  configPath: string;
  fileName: string;
  realRoot: string;
  reason: ReadRefusal;
  code: string | undefined;
}): Diagnostic {
  if (reason === 'missing')
    return error('config/not-found', `No ${fileName} in the docs root ${realRoot} (ENOENT).`, {
      hint: `Run docsgen in the folder that holds ${fileName}, pass that folder as an argument, or create one with \`docsgen init\`.`,
    });
  if (reason === 'not-a-file')
    return error('config/not-found', `${configPath} is a directory, not a file (EISDIR).`, {
      hint: `Make ${fileName} a JSON file.`,
    });
  if (reason === 'outside')
    return error('config/not-found', `${configPath} leads to a file outside the docs root; it is not read.`, {
      hint: `Make ${fileName} a file of the docs folder rather than a link to a file elsewhere.`,
    });
  return error('config/not-found', `${configPath} could not be read (${code ?? 'EIO'}).`, {
    hint: 'Check the file permissions.',
  });
}
