// The blocks of an endpoint page's examples panel (examples-panel.tsx shows them; example-choices.ts
// and sample-groups.ts make and group them).

/** One code block of the examples panel. */
export interface ExampleBlock {
  /** Tab title: language label (`cURL`) or response status. */
  label: string;
  /** Request samples: the language's canonical key (sample-languages.ts) that groups them into one tab. */
  key?: string;
  /** Request samples: the `x-codeSamples` `label` that tells this sample from others of its language. */
  variant?: string;
  /** Highlighting language. */
  lang: string;
  code: string;
}

/** One named example: what the selector lists, and its blocks (request: one per language). */
export interface ExampleChoice {
  /** `summary` of the named example, else its key; empty when the operation has one example only. */
  label: string;
  blocks: ExampleBlock[];
}
