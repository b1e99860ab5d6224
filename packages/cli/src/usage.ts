/** The top-level help text. */
export const USAGE = `Usage: docsgen <command> [dir] [options]

Commands:
  build [dir] [--out DIR] [--base PATH] [--strict]   build the static site (default <dir>/dist)
  dev [dir] [--port N] [--host H] [--open]            live preview with reload
  check [dir] [--json] [--strict]                     validate config, navigation and pages
  routes [dir] [--json]                               print the route table
  init [dir]                                          scaffold a new docs repo
  mcp [dir]                                           docs-search MCP server over stdio

Exit codes: 0 ok, 1 errors, 2 usage, 130/143 interrupted.
`;
