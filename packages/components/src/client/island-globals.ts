// What islands' code may use without importing it, as pages can on the server (mdx page-scope):
// esbuild injects an import of these wherever such a name is free.
import * as React from 'preact/compat';

export { useDeferredValue, useSyncExternalStore, useTransition } from 'preact/compat';
export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
export { React };
