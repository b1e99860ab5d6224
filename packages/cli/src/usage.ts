/** The top-level help text. */
export const USAGE = `Usage: docsgen <command> [dir] [options]

Builds a Mintlify-format docs repository (docs.json, or the older mint.json, and MDX pages) into a
static site. [dir] is the folder holding docs.json (default: the current folder).

Commands:
  dev [dir]        live preview with reload (http://localhost:3000)
  build [dir]      build the static site into <dir>/dist (--out DIR, --base PATH, --strict)
  check [dir]      validate config, navigation and pages; prints what build would (--json, --strict)
  routes [dir]     print the route table (--json)
  init [dir]       scaffold a new docs repo, with CI files to deploy it
  migrate [dir]    write docs.json from a mint.json
  mcp [dir]        docs-search MCP server over stdio, for AI assistants
  help <command>   options and details of a command

Options:
  -h, --help       show this help
  -v, --version    print docsgen's version

Pages are cached in $XDG_CACHE_HOME/docsgen (default ~/.cache/docsgen); keep that folder between
CI runs and rebuilds only compile what changed.
Exit codes: 0 ok, 1 errors, 2 usage, 130/143 interrupted.
`;
