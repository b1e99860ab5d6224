/**
 * The request-sample languages Mintlify names (api-playground/overview.mdx, "All supported
 * languages"): the key, its aliases, the tab label and the highlighter's language. One table serves
 * `api.examples.languages`, the labels of `x-codeSamples` without `label`, and the rule that a
 * language the spec already gives is not generated again.
 */
interface SampleLanguage {
  /** Canonical key (`bash` for cURL, as Mintlify's table). */
  key: string;
  /** Tab label. */
  label: string;
  /** Shiki language id. */
  highlight: string;
  /** Other spellings, lower case. */
  aliases: string[];
}

const LANGUAGES: SampleLanguage[] = [
  { key: 'bash', label: 'cURL', highlight: 'bash', aliases: ['curl', 'sh', 'shell', 'zsh', 'console'] },
  { key: 'python', label: 'Python', highlight: 'python', aliases: ['py', 'python3'] },
  { key: 'javascript', label: 'JavaScript', highlight: 'javascript', aliases: ['js', 'fetch', 'ecmascript'] },
  { key: 'node', label: 'Node.js', highlight: 'javascript', aliases: ['nodejs', 'node.js'] },
  { key: 'typescript', label: 'TypeScript', highlight: 'typescript', aliases: ['ts'] },
  { key: 'php', label: 'PHP', highlight: 'php', aliases: [] },
  { key: 'go', label: 'Go', highlight: 'go', aliases: ['golang'] },
  { key: 'java', label: 'Java', highlight: 'java', aliases: [] },
  { key: 'ruby', label: 'Ruby', highlight: 'ruby', aliases: ['rb'] },
  { key: 'powershell', label: 'PowerShell', highlight: 'powershell', aliases: ['ps', 'ps1', 'pwsh'] },
  { key: 'swift', label: 'Swift', highlight: 'swift', aliases: [] },
  { key: 'csharp', label: 'C#', highlight: 'csharp', aliases: ['c#', 'cs'] },
  { key: 'dotnet', label: '.NET', highlight: 'csharp', aliases: ['.net', 'dot-net'] },
  { key: 'c', label: 'C', highlight: 'c', aliases: [] },
  { key: 'c++', label: 'C++', highlight: 'cpp', aliases: ['cpp'] },
  { key: 'kotlin', label: 'Kotlin', highlight: 'kotlin', aliases: ['kt'] },
  { key: 'rust', label: 'Rust', highlight: 'rust', aliases: ['rs'] },
  { key: 'dart', label: 'Dart', highlight: 'dart', aliases: ['flutter'] },
];

const BY_NAME = new Map<string, SampleLanguage>();
for (const l of LANGUAGES) for (const name of [l.key, ...l.aliases]) BY_NAME.set(name, l);

/** The language a name means (`Python`, `py`, `curl`, `sh`…), or undefined for one Mintlify does not list. */
export function sampleLanguage(name: string): { key: string; label: string; highlight: string } | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The canonical key of a language name; the name itself, lower-cased, when unknown. */
export function sampleLanguageKey(name: string): string {
  return sampleLanguage(name)?.key ?? name.trim().toLowerCase();
}
