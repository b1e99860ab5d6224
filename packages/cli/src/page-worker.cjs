'use strict';
// The page pool's worker file (copied into packages/cli/dist, beside the bundled page-worker.mjs, by
// scripts/build-cli.mjs; kept out of packages/build/src so a build from the TypeScript sources,
// which has no bundled worker, finds no worker file there).
// piscina loads a worker file with require(). Node 20 loads an ES module through require()
// synchronously, and when the pool terminates the worker while that load is instantiating the
// module graph (a build stopped by Ctrl+C, or one that ends before its workers have loaded), Node
// aborts the whole process ("v8::Module::IsGraphAsync must be used on an instantiated module").
// Loaded with import(), the same termination ends only the worker. The import starts when the
// worker starts, so the compiler still loads while the build's thread loads the site.
const loaded = import('./page-worker.mjs');
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
loaded.catch(() => {});

module.exports = async function compilePageTask(task) {
  return (await loaded).default(task);
};
