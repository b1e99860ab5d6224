// The .mdx pages under a folder, as the bench scripts measure them: full paths in a stable order
// (names sorted per folder), node_modules and dot-folders left out.
import fs from 'node:fs';
import path from 'node:path';

export function mdxFiles(dir) {
  const files = [];
  (function walk(d) {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) {
        if (name !== 'node_modules' && !name.startsWith('.')) walk(p);
      } else if (name.endsWith('.mdx')) files.push(p);
    }
  })(dir);
  return files;
}
