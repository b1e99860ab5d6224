import { type Diagnostic, didYouMean, error, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { checkWithSchema, describe } from './check-with-schema.ts';
import { type DocsConfig, REQUIRED_TOP_LEVEL, topLevelFields } from './config-schema.ts';
import { joinJsonPath } from './json-path.ts';
import { locationOf, type SourceMap } from './source-location.ts';
import { validateNavigation } from './validate-navigation.ts';

/** Result of {@link validateConfig}. */
export interface ConfigCheck {
  /**
   * The validated configuration; undefined only when the input is not a JSON object. When
   * diagnostics hold errors it is a best effort (invalid optional settings dropped) so that later
   * stages can still report their own problems in the same run.
   */
  config: DocsConfig | undefined;
  /** Problems found, each located. */
  diagnostics: Diagnostic[];
}

/** Validates a parsed docs.json value: top-level keys with the schema, navigation with its walker. */
export function validateConfig(value: unknown, map?: SourceMap, file = 'docs.json'): ConfigCheck {
  const diagnostics: Diagnostic[] = [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      error('config/invalid-value', `${file} must hold a JSON object; found ${describe(value)}.`, {
        ...locationOf(map, ''),
        jsonPath: undefined,
        hint: 'Write {"name": "My docs", "theme": "mint", "colors": {"primary": "#0D9373"}, "navigation": {...}}.',
      }),
    );
    return { config: undefined, diagnostics };
  }
  const raw = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const known = Object.keys(topLevelFields);
  for (const [key, v] of Object.entries(raw)) {
    // undefined marks a value that already failed (an unresolvable `$ref`): reported once, not again.
    if (v === undefined) continue;
    const path = joinJsonPath('', key);
    if (key === 'navigation') {
      const nav = validateNavigation(v, map);
      diagnostics.push(...nav.diagnostics);
      if (nav.navigation) out.navigation = nav.navigation;
    } else if (key === 'variations' && raw.theme !== 'willow') {
      // Only Willow's schema has `variations`; Mintlify drops the key for every other theme.
      diagnostics.push(
        warning(
          'config/theme-key',
          `\`variations\` is a setting of the willow theme only; with \`theme: ${JSON.stringify(raw.theme)}\` it is ignored.`,
          {
            ...locationOf(map, path, 'key'),
            hint: 'Set "theme": "willow" to use variations, or remove the key.',
          },
        ),
      );
    } else if (Object.hasOwn(topLevelFields, key)) {
      const schema = topLevelFields[key as keyof typeof topLevelFields] as z.ZodType;
      const r = checkWithSchema(schema, v, path, map);
      diagnostics.push(...r.diagnostics);
      if (r.value !== undefined) out[key] = r.value;
    } else {
      const hint = didYouMean(key, known);
      diagnostics.push(
        warning('config/unknown-key', `Unknown top-level key \`${key}\`; it is ignored.`, {
          ...locationOf(map, path, 'key'),
          hint: hint || 'docsgen ignores keys it does not know; remove it if it is a leftover.',
        }),
      );
    }
  }
  for (const key of REQUIRED_TOP_LEVEL) {
    if (Object.hasOwn(raw, key)) continue;
    diagnostics.push(
      error('config/missing-field', `${file} is missing the required \`${key}\`.`, {
        ...locationOf(map, ''),
        length: 1,
        jsonPath: key,
        hint: REQUIRED_HINTS[key],
      }),
    );
  }
  // Best effort for later stages: required settings fall back to neutral values.
  out.theme ??= 'mint';
  out.name ??= '';
  out.colors ??= { primary: '#0D9373' };
  out.navigation ??= {};
  return { config: out as DocsConfig, diagnostics };
}

const REQUIRED_HINTS: Record<(typeof REQUIRED_TOP_LEVEL)[number], string> = {
  theme: 'Add "theme": "mint" (or maple, palm, willow, linden, almond, aspen, luma, sequoia).',
  name: 'Add "name": "Your product" (shown in the header and page titles).',
  colors: 'Add "colors": {"primary": "#0D9373"}.',
  navigation: 'Add "navigation": {"pages": ["index"]}.',
};
