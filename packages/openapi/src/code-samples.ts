import { fullUrl, type NormalisedRequest } from './normalise-request.ts';
import { sampleLanguageKey } from './sample-languages.ts';

/** A generated code sample. */
export interface CodeSample {
  /** Tab label, e.g. `cURL`. */
  label: string;
  /** Highlighter language. */
  lang: string;
  /** The code. */
  code: string;
}

/** POSIX shell single-quoting: safe for any byte sequence. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A double-quoted string literal valid in JavaScript, Python and Go (JSON escaping, plus U+2028/9). */
export function quoted(s: string): string {
  return JSON.stringify(s)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return quoted(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + pythonLiteral(v, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${quoted(k)}: ${pythonLiteral(v, inner)}`).join(',\n')}\n${indent}}`;
}

function curl(r: NormalisedRequest): string {
  const lines = [`curl --request ${r.method}`, `--url ${shellQuote(fullUrl(r))}`];
  for (const [k, v] of r.headers) lines.push(`--header ${shellQuote(`${k}: ${v}`)}`);
  if (r.cookies.length > 0) lines.push(`--cookie ${shellQuote(r.cookies.map(([k, v]) => `${k}=${v}`).join('; '))}`);
  if (r.body?.json !== undefined) lines.push(`--data ${shellQuote(JSON.stringify(r.body.json, null, 2))}`);
  else if (r.body?.form) {
    const flag = /multipart/i.test(r.body.mediaType) ? '--form' : '--data-urlencode';
    for (const [k, v] of r.body.form) lines.push(`${flag} ${shellQuote(`${k}=${v}`)}`);
  } else if (r.body?.text !== undefined) lines.push(`--data ${shellQuote(r.body.text)}`);
  return lines.join(' \\\n  ');
}

function python(r: NormalisedRequest): string {
  const out = ['import requests', '', `url = ${quoted(r.url)}`];
  const args = ['url'];
  if (r.query.length > 0) {
    out.push('', `params = ${pythonLiteral(Object.fromEntries(r.query))}`);
    args.push('params=params');
  }
  const headers = r.headers.filter(([k]) => !(r.body?.json !== undefined && k === 'Content-Type'));
  if (headers.length > 0) {
    out.push('', `headers = ${pythonLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (r.cookies.length > 0) {
    out.push('', `cookies = ${pythonLiteral(Object.fromEntries(r.cookies))}`);
    args.push('cookies=cookies');
  }
  if (r.body?.json !== undefined) {
    out.push('', `payload = ${pythonLiteral(r.body.json)}`);
    args.push('json=payload');
  } else if (r.body?.form) {
    out.push('', `payload = ${pythonLiteral(Object.fromEntries(r.body.form))}`);
    args.push(
      /multipart/i.test(r.body.mediaType) ? 'files={k: (None, v) for k, v in payload.items()}' : 'data=payload',
    );
  } else if (r.body?.text !== undefined) {
    out.push('', `payload = ${quoted(r.body.text)}`);
    args.push('data=payload');
  }
  out.push('', `response = requests.request(${quoted(r.method)}, ${args.join(', ')})`, '', 'print(response.text)');
  return out.join('\n');
}

function javascript(r: NormalisedRequest): string {
  const opts: string[] = [`  method: ${quoted(r.method)}`];
  const headers = [...r.headers];
  if (r.cookies.length > 0) headers.push(['Cookie', r.cookies.map(([k, v]) => `${k}=${v}`).join('; ')]);
  if (headers.length > 0) {
    opts.push(`  headers: {\n${headers.map(([k, v]) => `    ${quoted(k)}: ${quoted(v)}`).join(',\n')}\n  }`);
  }
  if (r.body?.json !== undefined)
    opts.push(`  body: JSON.stringify(${JSON.stringify(r.body.json, null, 2).replace(/\n/g, '\n  ')})`);
  else if (r.body?.form) {
    const ctor = /multipart/i.test(r.body.mediaType) ? 'FormData' : 'URLSearchParams';
    const init = r.body.form.map(([k, v]) => `[${quoted(k)}, ${quoted(v)}]`).join(', ');
    opts.push(
      ctor === 'FormData'
        ? `  body: (() => { const f = new FormData(); for (const [k, v] of [${init}]) f.append(k, v); return f; })()`
        : `  body: new URLSearchParams([${init}])`,
    );
  } else if (r.body?.text !== undefined) opts.push(`  body: ${quoted(r.body.text)}`);
  return [
    `const options = {\n${opts.join(',\n')}\n};`,
    '',
    `fetch(${quoted(fullUrl(r))}, options)`,
    '  .then((response) => response.text())',
    '  .then((text) => console.log(text))',
    '  .catch((error) => console.error(error));',
  ].join('\n');
}

function go(r: NormalisedRequest): string {
  let payload: string | undefined;
  if (r.body?.json !== undefined) payload = JSON.stringify(r.body.json);
  else if (r.body?.form)
    payload = r.body.form.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  else if (r.body?.text !== undefined) payload = r.body.text;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(payload !== undefined ? ['"strings"'] : [])];
  const body = ['\turl := ' + quoted(fullUrl(r)), ''];
  if (payload !== undefined) body.push(`\tpayload := strings.NewReader(${quoted(payload)})`, '');
  body.push(`\treq, _ := http.NewRequest(${quoted(r.method)}, url, ${payload !== undefined ? 'payload' : 'nil'})`, '');
  for (const [k, v] of r.headers) body.push(`\treq.Header.Add(${quoted(k)}, ${quoted(v)})`);
  if (r.cookies.length > 0)
    body.push(`\treq.Header.Add("Cookie", ${quoted(r.cookies.map(([k, v]) => `${k}=${v}`).join('; '))})`);
  if (r.headers.length > 0 || r.cookies.length > 0) body.push('');
  body.push(
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tdata, _ := io.ReadAll(res.Body)',
    '',
    '\tfmt.Println(string(data))',
  );
  return [
    'package main',
    '',
    `import (\n${imports.map((i) => `\t${i}`).join('\n')}\n)`,
    '',
    'func main() {',
    ...body,
    '}',
  ].join('\n');
}

/** Generators by the canonical key of sample-languages.ts. */
const GENERATORS: Record<string, { label: string; lang: string; write: (r: NormalisedRequest) => string }> = {
  bash: { label: 'cURL', lang: 'bash', write: curl },
  python: { label: 'Python', lang: 'python', write: python },
  javascript: { label: 'JavaScript', lang: 'javascript', write: javascript },
  go: { label: 'Go', lang: 'go', write: go },
};

/**
 * Code samples for a request: cURL, Python, JavaScript, Go, or the languages docs.json lists (in its
 * order, any spelling Mintlify accepts), leaving out the languages in `skip` (canonical keys of the
 * spec's own `x-codeSamples`).
 */
export function codeSamples(
  request: NormalisedRequest,
  languages?: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): CodeSample[] {
  return generatedLanguages(languages, skip).map((id) => {
    const g = GENERATORS[id]!;
    return { label: g.label, lang: g.lang, code: g.write(request) };
  });
}

/** The generator keys {@link codeSamples} uses, in order. */
export function generatedLanguages(languages: readonly string[] | undefined, skip: ReadonlySet<string>): string[] {
  const wanted = languages && languages.length > 0 ? languages.map(sampleLanguageKey) : Object.keys(GENERATORS);
  return [...new Set(wanted)].filter((id) => GENERATORS[id] !== undefined && !skip.has(id));
}
