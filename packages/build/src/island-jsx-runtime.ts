// The JSX runtime islands' code runs with in the browser: the one pages render with on the
// server (URL props through the allow-list), so hydration sees the same attributes.

export { jsx, jsx as jsxDEV, jsx as jsxs } from '@docsgen/mdx/safe-jsx-runtime';
export { Fragment } from 'preact/jsx-runtime';
