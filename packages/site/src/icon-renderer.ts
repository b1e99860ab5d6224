import { PRO_ICON_MESSAGE, proIconHint, resolveIcon } from '@docsgen/components';
import { locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { escapeHtml } from '@docsgen/html';
import type { IconRef } from '@docsgen/navigation';
import { linkHref } from './site-href.ts';

/** Where an icon was written, for the warning about an unknown name. */
export interface IconSource {
  /** File relative to the docs root (docs.json or a page). */
  file?: string;
  /** JSON path in docs.json. */
  jsonPath?: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
}

/** Renders icon references to inline markup; reports each unknown icon once. */
export type IconRenderer = (icon: IconRef | undefined, at?: IconSource) => string | undefined;

/**
 * Makes the icon renderer of a site: names become inline SVG from `icons.library`, paths and URLs
 * become an `<img>`. Unknown names add one warning per name to `diagnostics` and render nothing,
 * Font Awesome Pro names one warning per name and render the closest free icon,
 * at the `icon` value in docs.json when `sourceMap` knows it (else where `at` says).
 */
export function createIconRenderer(
  library: string | undefined,
  base: string,
  diagnostics: Diagnostic[],
  sourceMap?: SourceMap,
): IconRenderer {
  const cache = new Map<string, string | undefined>();
  return (icon, at = {}) => {
    if (icon === undefined) return undefined;
    const name = typeof icon === 'string' ? icon : icon.name;
    const style = typeof icon === 'string' ? undefined : icon.style;
    const lib = (typeof icon === 'string' ? undefined : icon.library) ?? library;
    if (typeof name !== 'string' || name.trim() === '') return undefined;
    const key = `${lib ?? ''}\u0000${style ?? ''}\u0000${name}`;
    if (cache.has(key)) return cache.get(key);
    let html: string | undefined;
    if (/[/.]/.test(name)) {
      const src = linkHref(name, base);
      html = src ? `<img class="icon" src="${escapeHtml(src)}" alt="" width="16" height="16">` : undefined;
    } else {
      const resolution = resolveIcon(name, { library: lib, style });
      html = resolution.svg;
      const where = { ...at, ...iconValueAt(sourceMap, at.jsonPath) };
      if (html === undefined) {
        diagnostics.push(
          warning(
            'build/unknown-icon',
            `Icon \`${name}\` is not in the ${lib ?? 'fontawesome'} icon set; it is left out.`,
            {
              ...where,
              hint: 'Check the spelling against the icon library, or set `icons.library` in docs.json.',
            },
          ),
        );
      } else if (resolution.substitute) {
        diagnostics.push(
          warning('build/pro-icon', PRO_ICON_MESSAGE, {
            ...where,
            hint: proIconHint(name, resolution.substitute),
          }),
        );
      }
    }
    cache.set(key, html);
    return html;
  };
}

/** Where the `icon` value of the docs.json node at `jsonPath` is, when the source map has it. */
function iconValueAt(map: SourceMap | undefined, jsonPath: string | undefined): IconSource & { length?: number } {
  if (jsonPath === undefined) return {};
  const at = locationOf(map, jsonPath.endsWith('.icon') ? jsonPath : `${jsonPath}.icon`);
  if (at.line === undefined) return {};
  const { file, ...place } = at;
  return file !== undefined ? { file, ...place } : place;
}
