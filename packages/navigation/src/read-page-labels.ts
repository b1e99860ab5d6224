import type { PageLabels } from './apply-page-titles.ts';
import { pageGroups } from './page-groups.ts';
import { readFileHead } from './read-file-head.ts';
import { pageLinkAllowed } from './repository-root.ts';

type LabelKey = Exclude<keyof PageLabels, 'iconLine' | 'groups'>;

/** Bytes read from the start of each page: frontmatter titles sit at the top. */
const HEAD_BYTES = 8192;

/**
 * Reads `title`, `sidebarTitle`, `tag`, `openapi` and the sidebar's `icon`, `iconType`, `url`,
 * `deprecated` and `hideApiMarker` from the frontmatter of page files, for sidebar
 * labels at resolve time and the specs pages name. Only plain and quoted one-line scalars are read; anything else (block scalars,
 * flow collections, anchors) is left for the page compiler, which parses YAML fully and reports
 * problems. Files that cannot be read are skipped: the page compiler reports them.
 */
export async function readPageLabels(root: string, files: readonly string[]): Promise<Map<string, PageLabels>> {
  const out = new Map<string, PageLabels>();
  const queue = [...files];
  const allow = pageLinkAllowed(root);
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const head = await readFileHead(root, file, HEAD_BYTES, allow);
      const labels = head === undefined ? undefined : frontmatterLabels(head);
      const groups = head === undefined ? undefined : pageGroups(head);
      if (labels || groups) out.set(file, { ...labels, ...(groups ? { groups } : {}) });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return out;
}

/** The labels of a frontmatter block at the very start of `text`, if any. */
export function frontmatterLabels(text: string): PageLabels | undefined {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
  if (!m) return undefined;
  const labels: PageLabels = {};
  const lines = m[1]!.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const label = labelLine(line);
    if (!label) continue;
    const value = scalar(label.value);
    if (value === undefined || value === '') continue;
    labels[label.key] = value;
    // Line 1 is the opening `---`.
    if (label.key === 'icon') labels.iconLine = i + 2;
  }
  return Object.keys(labels).length > 0 ? labels : undefined;
}

const LABEL_KEY = /^(title|sidebarTitle|tag|openapi|icon|iconType|url|deprecated|hideApiMarker):/;
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * The key and the value of a label line: `key:` then the value between spaces and tabs, which
 * holds no line end but as its first or last character. The same as the pattern
 * `^(key…):[ \t]*(|[^ \t](?:.*[^ \t])?)[ \t]*$`, in linear time: that pattern backtracked
 * quadratically on a value of many tabs followed by a line end (90 ms for a line of 8 KB, the most
 * a page's head holds).
 */
export function labelLine(line: string): { key: LabelKey; value: string } | undefined {
  const key = LABEL_KEY.exec(line);
  if (!key) return undefined;
  let start = key[0].length;
  let end = line.length;
  while (start < end && (line[start] === ' ' || line[start] === '\t')) start++;
  while (end > start && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  const value = line.slice(start, end);
  if (value.length > 2 && LINE_END.test(value.slice(1, -1))) return undefined;
  return { key: key[1] as LabelKey, value };
}

function scalar(raw: string): string | undefined {
  if (raw.startsWith('"')) {
    try {
      const v = JSON.parse(raw);
      return typeof v === 'string' ? v : undefined;
    } catch {
      return undefined;
    }
  }
  if (raw.startsWith("'")) {
    return raw.length >= 2 && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : undefined;
  }
  if (/^[|>[{&*!%@`]/.test(raw) || raw === '') return undefined;
  return raw.replace(/(?<!\s)\s+#[\s\S]*$/, '');
}
