import { iconSvg } from './icons.ts';

/**
 * The icon a code-group tab shows for its block's language, as Mintlify's tabs do: brand marks from
 * the icon sets the site already ships (Tabler brands, Font Awesome brands), a terminal for shells.
 * Keys are lower-case fence languages and their usual aliases.
 */
const LANGUAGE_ICONS: Record<string, { library: 'tabler' | 'fontawesome'; name: string }> = {};
function add(names: string[], library: 'tabler' | 'fontawesome', name: string): void {
  for (const n of names) LANGUAGE_ICONS[n] = { library, name };
}
add(['bash', 'sh', 'shell', 'zsh', 'curl', 'console', 'shellscript', 'shellsession'], 'tabler', 'terminal-2');
add(['python', 'py', 'python3'], 'tabler', 'brand-python');
add(['javascript', 'js', 'jsx', 'mjs', 'cjs'], 'tabler', 'brand-javascript');
add(['typescript', 'ts', 'tsx', 'mts'], 'tabler', 'brand-typescript');
add(['node', 'nodejs', 'node.js'], 'tabler', 'brand-nodejs');
add(['go', 'golang'], 'tabler', 'brand-golang');
add(['php'], 'tabler', 'brand-php');
add(['java'], 'fontawesome', 'java');
add(['rust', 'rs'], 'tabler', 'brand-rust');
add(['swift'], 'tabler', 'brand-swift');
add(['kotlin', 'kt'], 'tabler', 'brand-kotlin');
add(['csharp', 'c#', 'cs', 'dotnet', '.net'], 'tabler', 'brand-c-sharp');
add(['cpp', 'c++'], 'tabler', 'brand-cpp');
add(['powershell', 'ps1', 'pwsh'], 'tabler', 'brand-powershell');
add(['dart', 'flutter'], 'fontawesome', 'dart-lang');
add(['html'], 'tabler', 'brand-html5');
add(['css'], 'tabler', 'brand-css3');
add(['json', 'jsonc', 'json5'], 'tabler', 'json');
add(['dockerfile', 'docker'], 'tabler', 'brand-docker');
add(['react'], 'tabler', 'brand-react');

/** SVG markup of a language's tab icon, or undefined for a language without one. */
export function languageIconSvg(lang: string | undefined): string | undefined {
  const icon = lang ? LANGUAGE_ICONS[lang.trim().toLowerCase()] : undefined;
  if (!icon) return undefined;
  return iconSvg(icon.name, {
    library: icon.library,
    ...(icon.library === 'fontawesome' ? { style: 'brands' } : {}),
    className: 'dg-icon dg-tab__lang-icon',
  });
}
