/**
 * Appends a key or index to a JSON path in the form diagnostics print:
 * `navigation.tabs[1].groups[0]`, with unusual keys quoted (`footer.socials["hacker-news"]`).
 */
export function joinJsonPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}
