/** Decides whether a docs-root-relative path (POSIX) is ignored. */
export type IgnoreMatcher = (path: string, isDirectory: boolean) => boolean;

interface Rule {
  negate: boolean;
  directoryOnly: boolean;
  regex: RegExp;
}

/**
 * Compiles `.mintignore` text (gitignore style: `#` comments, `!` negation, trailing `/` for
 * folders, a `/` inside the pattern anchors it to the root, `*`, `?` and `**` globs). The last
 * matching rule wins, as in git.
 */
export function parseMintignore(text: string): IgnoreMatcher {
  const rules: Rule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    const directoryOnly = line.endsWith('/');
    line = line.replace(/(?<!\/)\/+$/, '');
    const anchored = line.includes('/');
    line = line.replace(/^\/+/, '');
    if (line === '') continue;
    const body = globToRegex(line);
    rules.push({ negate, directoryOnly, regex: new RegExp(anchored ? `^${body}$` : `(^|/)${body}$`) });
  }
  const matchOne = (path: string, isDirectory: boolean): boolean | undefined => {
    let result: boolean | undefined;
    for (const rule of rules) {
      if (rule.directoryOnly && !isDirectory) continue;
      if (rule.regex.test(path)) result = !rule.negate;
    }
    return result;
  };
  // A path is ignored when it, or one of its folders, is ignored (git does not re-include files
  // inside an ignored folder either).
  return (path, isDirectory) => {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      if (matchOne(parts.slice(0, i).join('/'), true)) return true;
    }
    return matchOne(path, isDirectory) === true;
  };
}

function globToRegex(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        i++;
        if (glob[i + 1] === '/') {
          i++;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}
