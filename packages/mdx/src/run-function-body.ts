const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set([
  'arguments',
  'eval',
  'await',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
]);

/**
 * Runs generated code (an MDX function body, or a bundled snippet) with `scope` as free
 * identifiers. The scope binds in an outer function, so the code's own declarations may shadow
 * any of them; nothing is put on globalThis. `args` become the inner function's `arguments`.
 */
export function runFunctionBody(code: string, scope: Record<string, unknown>, args: unknown[]): unknown {
  const names = Object.keys(scope).filter((n) => IDENTIFIER.test(n) && !RESERVED.has(n) && n !== '__args');
  const outer = new Function(...names, '__args', `return (function () {\n${code}\n}).apply(undefined, __args);`);
  return outer(...names.map((n) => scope[n]), args);
}
