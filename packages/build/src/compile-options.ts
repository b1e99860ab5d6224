import type { CompilePageOptions } from '@docsgen/mdx';
import type { CompileTask } from './stages.ts';

/** What compilePage is given for a task (a worker's and the build thread's compile alike): its page and its settings. */
export function compilePageOptions(task: CompileTask): CompilePageOptions {
  const { root, file, source, fallbackTitle, settings } = task;
  const { variables, base, strict, iconLibrary, codeTheme } = settings;
  return { root, file, source, fallbackTitle, variables, base, strict, iconLibrary, codeTheme };
}
