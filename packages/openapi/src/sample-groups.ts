import type { ExampleBlock } from './example-block.ts';

/** The request samples of one language: one tab, and a choice among `names` when there are several. */
export interface SampleGroup {
  /** The tab: the language's name (`cURL`, `Python`, or the `lang` as written for one Mintlify does not list). */
  label: string;
  /** The highlighter's language of the first sample. */
  lang: string;
  /** The samples, in the spec's order. */
  samples: ExampleBlock[];
  /** What each sample is called in the choice: its own `label`, unique within the language. */
  names: string[];
}

/**
 * Request samples by language, as Mintlify shows `x-codeSamples` (api-playground/adding-sdk-examples.mdx:
 * `lang` names the language, `label` tells apart several samples of one endpoint): a reader picks a
 * language, then a label only among that language's samples. Languages keep the order of their first
 * sample. A sample without a label among several is `Example N`; a label repeated within one language
 * gets ` (2)`, ` (3)`… so that every choice can be told apart.
 */
export function groupSamplesByLanguage(blocks: readonly ExampleBlock[]): SampleGroup[] {
  const groups = new Map<string, SampleGroup>();
  for (const block of blocks) {
    const key = block.key ?? block.label.toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = { label: block.label, lang: block.lang, samples: [], names: [] };
      groups.set(key, group);
    }
    group.samples.push(block);
  }
  for (const group of groups.values()) group.names = uniqueNames(group.samples);
  return [...groups.values()];
}

function uniqueNames(samples: readonly ExampleBlock[]): string[] {
  const seen = new Map<string, number>();
  return samples.map((s, i) => {
    const name = s.variant ?? `Example ${i + 1}`;
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
