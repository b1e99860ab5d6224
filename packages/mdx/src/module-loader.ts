// What an import loads: a snippet module's exports and what it brings, the loader, the built-in modules.
import type { Diagnostic } from '@docsgen/diagnostics';
import type { HighlightedFence } from './compile-data.ts';
import type { PlannedHeading } from './heading-plan.ts';
import type { SnippetPlaces } from './snippet-places.ts';

/** A module loaded for an import: its exports, or diagnostics explaining why it has none. */
export interface LoadedModule {
  /** Exported values; `default` is the MDX content or the default export. */
  exports?: Record<string, unknown>;
  /** Problems inside the imported file (reported with that file's path). */
  diagnostics: Diagnostic[];
  /** Files that module imports in turn (docs-root-relative). */
  imports: string[];
  /** Client features its content needs. */
  features: string[];
  /** Fences highlighted for it and what it imports; default none. */
  fences?: HighlightedFence[];
  /** An MDX module's headings, for the pages using it (see heading-plan.ts); default none. */
  headingPlan?: PlannedHeading[];
  /** The ESM text of the MDX files it is made of (itself and what it imports), by docs-root-relative file; default none. */
  esm?: Record<string, string>;
  /** Where the files it is made of write icon names and strings (see snippet-places.ts); default none. */
  places?: SnippetPlaces;
}

/** Loads a snippet module (MDX compiled and run, or JS bundled and run). */
export type ModuleLoader = (absolute: string, relative: string) => Promise<LoadedModule>;

/** Modules that need no file: React-style imports run on Preact. */
export type BuiltinModules = Record<string, Record<string, unknown>>;
