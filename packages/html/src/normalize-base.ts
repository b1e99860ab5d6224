/** Normalises a base path to start and end with `/` (`docs` → `/docs/`, empty → `/`). */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim().replace(/^\/+|(?<!\/)\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
