// The preload tests/package-install.test.ts runs the installed CLI with (NODE_OPTIONS=--import):
// every module it resolves and every file it opens by path is checked against a forbidden folder
// (the repository), and each one inside it is appended to a log the test reads.

/** guard.mjs: patches the fs entry points that take a path, then registers the resolve hook. */
export const GUARD_PRELOAD = `import fs from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
const forbid = process.env.DOCSGEN_GUARD_FORBID;
const log = process.env.DOCSGEN_GUARD_LOG;
const toPath = (p) => (p instanceof URL ? fileURLToPath(p) : typeof p === 'string' ? p : undefined);
const check = (what, p) => {
  const file = toPath(p);
  if (file !== undefined && forbid && resolve(file).startsWith(forbid)) fs.appendFileSync(log, what + ' ' + file + '\\n');
};
for (const name of ['readFileSync', 'openSync', 'statSync', 'existsSync', 'readdirSync', 'realpathSync', 'createReadStream', 'readFile', 'open', 'stat', 'readdir']) {
  const original = fs[name];
  fs[name] = function (p, ...rest) { check(name, p); return original.call(this, p, ...rest); };
}
for (const name of ['readFile', 'open', 'stat', 'readdir', 'realpath', 'opendir', 'cp', 'copyFile']) {
  const original = fs.promises[name];
  fs.promises[name] = function (p, ...rest) { check(name, p); return original.call(this, p, ...rest); };
}
syncBuiltinESMExports();
register(new URL('./guard-hooks.mjs', import.meta.url), { data: { forbid, log } });
`;

/** guard-hooks.mjs: the module resolve hook (runs on the loader thread). */
export const GUARD_HOOKS = `import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
let forbid;
let log;
export function initialize(data) { forbid = data.forbid; log = data.log; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (forbid && result.url.startsWith('file:') && fileURLToPath(result.url).startsWith(forbid))
    appendFileSync(log, 'import ' + fileURLToPath(result.url) + '\\n');
  return result;
}
`;
