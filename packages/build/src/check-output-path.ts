/**
 * Throws when an output path is not a clean relative POSIX path (a bug in the caller: every output
 * path is derived from a route or an asset name that was already validated).
 */
export function checkOutputPath(path: string): void {
  if (
    path === '' ||
    path.startsWith('/') ||
    path.includes('\\') ||
    path.split('/').some((s) => s === '..' || s === '.' || s === '')
  ) {
    throw new Error(`docsgen bug: refused output path ${JSON.stringify(path)}`);
  }
}
