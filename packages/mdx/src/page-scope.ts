import { componentMembers, components } from '@docsgen/components';
import * as compat from 'preact/compat';
import * as hooks from 'preact/hooks';
import { safeJsxRuntime } from './safe-jsx-runtime.ts';

/** React hooks pages use without importing them (Mintlify makes them available). */
export const HOOKS: Record<string, unknown> = {
  useState: hooks.useState,
  useEffect: hooks.useEffect,
  useLayoutEffect: hooks.useLayoutEffect,
  useRef: hooks.useRef,
  useMemo: hooks.useMemo,
  useCallback: hooks.useCallback,
  useContext: hooks.useContext,
  useReducer: hooks.useReducer,
  useId: hooks.useId,
  useImperativeHandle: hooks.useImperativeHandle,
  useDebugValue: hooks.useDebugValue,
  useTransition: compat.useTransition,
  useDeferredValue: compat.useDeferredValue,
  useSyncExternalStore: compat.useSyncExternalStore,
};

/** Modules a page or snippet may import without a file. */
export const BUILTIN_MODULES: Record<string, Record<string, unknown>> = {
  react: { ...compat, default: compat },
  'react-dom': { ...compat, default: compat },
  preact: { ...compat, default: compat },
  'preact/compat': { ...compat, default: compat },
  'preact/hooks': { ...hooks },
  'react/jsx-runtime': safeJsxRuntime,
  'preact/jsx-runtime': safeJsxRuntime,
};

/** Names of the built-in components, for unknown-component checks. */
export const KNOWN_COMPONENTS: ReadonlySet<string> = new Set([...Object.keys(components), 'Snippet']);

/** Names every page and snippet sees without defining them. */
export const SCOPE_NAMES: ReadonlySet<string> = new Set([...Object.keys(HOOKS), 'React', ...Object.keys(components)]);

/** Members allowed on built-in components (`Tree.Folder`). */
export const KNOWN_MEMBERS = componentMembers;

/**
 * Free identifiers a compiled page or snippet sees: hooks, `React`, every built-in component
 * (so JSX inside `export const` components finds `<Badge>`), then the file's imports.
 */
export function pageScope(imported: Record<string, unknown>): Record<string, unknown> {
  return { ...HOOKS, React: compat, ...components, ...imported };
}

/** The components map for `_components` lookups: built-ins plus imported bindings. */
export function pageComponents(imported: Record<string, unknown>): Record<string, unknown> {
  return { ...components, ...imported };
}
