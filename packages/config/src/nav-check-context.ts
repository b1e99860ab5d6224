// What every step of validateNavigation (validate-navigation.ts) shares: the diagnostics it
// appends to, positions, leaf checks with zod and the unknown-key warning.
import { type Diagnostic, didYouMean, warning } from '@docsgen/diagnostics';
import type { z } from 'zod';
import { checkWithSchema } from './check-with-schema.ts';
import { joinJsonPath } from './json-path.ts';
import type { DivisionKey } from './navigation-levels.ts';
import { locationOf, type SourceMap } from './source-location.ts';

/** A JSON object of docs.json, as the validator reads it. */
export type Json = Record<string, unknown>;

/** Checks one navigation division (validateNavDivision), handed to the checks it recurses through. */
export type DivisionCheck = (ctx: NavCheckContext, d: Json, path: string, kind: DivisionKey) => Json | undefined;

/** What the steps of one validateNavigation run share. */
export interface NavCheckContext {
  /** Problems found (appended to). */
  diagnostics: Diagnostic[];
  /** The position of a JSON path's value or key. */
  here: (jsonPath: string, which?: 'value' | 'key') => ReturnType<typeof locationOf>;
  /** A leaf value checked with its schema: the parsed value, or undefined (reported). */
  leaf: (schema: z.ZodType, v: unknown, path: string) => unknown;
  /** Reports an unknown key. */
  unknownKey: (key: string, path: string, where: string, known: readonly string[]) => void;
}

/** The context of one validateNavigation run over docs.json positions `map`. */
export function createNavCheckContext(map: SourceMap | undefined): NavCheckContext {
  const diagnostics: Diagnostic[] = [];
  const here = (jsonPath: string, which: 'value' | 'key' = 'value') => locationOf(map, jsonPath, which);

  const leaf = (schema: z.ZodType, v: unknown, path: string) => {
    const r = checkWithSchema(schema, v, path, map);
    diagnostics.push(...r.diagnostics);
    return r.value;
  };

  const unknownKey = (key: string, path: string, where: string, known: readonly string[]) => {
    const hint =
      key === 'collapsed' && known.includes('expanded')
        ? 'docsgen reads `expanded` (the opposite): nested groups are collapsed unless "expanded": true.'
        : didYouMean(key, known);
    diagnostics.push(
      warning('config/unknown-key', `Unknown key \`${key}\` in ${where}; it is ignored.`, {
        ...here(joinJsonPath(path, key), 'key'),
        hint: hint || `Known keys here: ${known.map((k) => `\`${k}\``).join(', ')}.`,
      }),
    );
  };

  return { diagnostics, here, leaf, unknownKey };
}
