import { interactiveExportsOfFile } from './interactive-exports.ts';
import { userComponent } from './user-component.ts';

/**
 * A JSX snippet's exports with its components wrapped (user-component.ts): capitalised exports,
 * and a default export that is a capitalised function; interactive ones become islands.
 */
export async function wrapSnippetExports(
  root: string,
  absolute: string,
  relative: string,
  exports: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const interactive = await interactiveExportsOfFile(root, absolute);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(exports)) {
    const component =
      name === 'default'
        ? typeof value === 'function' && /^[A-Z]/.test(value.name)
        : /^[A-Z]/.test(name) && name !== '__esModule';
    out[name] = component ? userComponent(value, relative, name, interactive.has(name)) : value;
  }
  return out;
}
