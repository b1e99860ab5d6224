import { type CodeTheme, components } from '@docsgen/components';
import type { ExampleBlock, ExampleChoice } from './example-block.ts';
import { highlightSample } from './highlight-sample.ts';
import { groupSamplesByLanguage, type SampleGroup } from './sample-groups.ts';

const { RequestExample, ResponseExample, DocsgenCode, CodeGroup } = components as Record<
  string,
  (props: Record<string, unknown>) => preact.JSX.Element
>;

/** The examples panel of an endpoint page, and its Markdown copy. */
export interface ExamplesPanel {
  request?: preact.JSX.Element;
  response?: preact.JSX.Element;
  md: string[];
  /** A named-example selector is on the page (it needs the `api-examples` script). */
  selects: boolean;
}

async function codeBlock(
  block: ExampleBlock,
  codeTheme: CodeTheme | undefined,
  title = block.label,
): Promise<preact.JSX.Element> {
  const html = await highlightSample(block.code, block.lang, codeTheme);
  return <DocsgenCode html={html} lang={block.lang} title={title} />;
}

/**
 * Named examples behind a selector: every example is in the HTML (each under its title, so the
 * page reads fine without script); src/client/examples-select.ts shows the selector and one example.
 */
function ExampleSet({
  choices,
  label,
  samples,
}: {
  choices: Array<{ label: string; view: preact.JSX.Element }>;
  label: string;
  /** The set is the samples of one language: a compact choice of their labels inside the language's tab. */
  samples?: boolean;
  /** The tab title when the set is one status of the response panel or one language (read by CodeGroup). */
  title?: string;
  /** The language, for the tab's icon (read by CodeGroup). */
  lang?: string;
}) {
  return (
    <div class={samples ? 'dg-example-set dg-example-set--samples' : 'dg-example-set'} data-dg-example-set="">
      <label class="dg-example-set__picker" hidden>
        <span class="dg-example-set__label">{label}</span>
        <select class="dg-example-set__select option-dropdown">
          {choices.map((c, i) => (
            <option value={String(i)}>{c.label}</option>
          ))}
        </select>
      </label>
      {choices.map((c, i) => (
        <div class="dg-example-set__option" data-dg-example-option={String(i)}>
          <p class="dg-example-set__title">{c.label}</p>
          {c.view}
        </div>
      ))}
    </div>
  );
}

// One language's tab: its sample, or its samples behind a choice of their labels.
async function languageView(group: SampleGroup, codeTheme: CodeTheme | undefined): Promise<preact.JSX.Element> {
  if (group.samples.length === 1) return codeBlock(group.samples[0]!, codeTheme, group.label);
  const choices = await Promise.all(
    group.samples.map(async (b, i) => ({ label: group.names[i]!, view: await codeBlock(b, codeTheme, group.label) })),
  );
  return <ExampleSet choices={choices} label={`${group.label} sample`} samples title={group.label} lang={group.lang} />;
}

async function requestPanel(
  choices: ExampleChoice[],
  codeTheme: CodeTheme | undefined,
): Promise<preact.JSX.Element | undefined> {
  const views = await Promise.all(
    choices.map(async (c) => {
      const blocks = await Promise.all(groupSamplesByLanguage(c.blocks).map((g) => languageView(g, codeTheme)));
      return { label: c.label, blocks };
    }),
  );
  if (views.length === 0 || views.every((v) => v.blocks.length === 0)) return undefined;
  if (views.length === 1) return <RequestExample>{views[0]!.blocks}</RequestExample>;
  const set = views.map((v) => ({
    label: v.label,
    view: v.blocks.length > 1 ? <CodeGroup>{v.blocks}</CodeGroup> : v.blocks[0]!,
  }));
  return (
    <RequestExample>
      <ExampleSet choices={set} label="Example" />
    </RequestExample>
  );
}

async function responsePanel(
  statuses: Array<{ status: string; choices: ExampleChoice[] }>,
  codeTheme: CodeTheme | undefined,
) {
  const tabs = await Promise.all(
    statuses.map(async ({ status, choices }) => {
      if (choices.length === 1) return codeBlock(choices[0]!.blocks[0]!, codeTheme, status);
      const set = await Promise.all(
        choices.map(async (c) => ({ label: c.label, view: await codeBlock(c.blocks[0]!, codeTheme) })),
      );
      return <ExampleSet choices={set} label="Example" title={status} />;
    }),
  );
  return tabs.length > 0 ? <ResponseExample>{tabs}</ResponseExample> : undefined;
}

/**
 * The right-hand panel: request examples (per language; per named request example behind a
 * selector) and response examples (a tab per status; named examples of one status behind a selector).
 * `codeTheme`: docs.json `styling.codeblocks`; default the default theme.
 */
export async function examplesPanel(
  request: ExampleChoice[],
  responses: Array<{ status: string; choices: ExampleChoice[] }>,
  codeTheme?: CodeTheme,
): Promise<ExamplesPanel> {
  const withChoices = responses.filter((r) => r.choices.length > 0 && r.choices[0]!.blocks.length > 0);
  const md: string[] = ['', '## Examples', ''];
  for (const c of request) {
    for (const b of c.blocks) {
      const title = [b.label, b.variant, c.label].filter(Boolean).join(' — ');
      md.push(`### ${title}`, '', `\`\`\`${b.lang}`, b.code, '```', '');
    }
  }
  for (const r of withChoices) {
    for (const c of r.choices) {
      const b = c.blocks[0]!;
      md.push(`### Response ${r.status}${c.label ? ` — ${c.label}` : ''}`, '', `\`\`\`${b.lang}`, b.code, '```', '');
    }
  }
  const [req, res] = await Promise.all([requestPanel(request, codeTheme), responsePanel(withChoices, codeTheme)]);
  return {
    ...(req ? { request: req } : {}),
    ...(res ? { response: res } : {}),
    md,
    selects:
      request.length > 1 ||
      withChoices.some((r) => r.choices.length > 1) ||
      request.some((c) => groupSamplesByLanguage(c.blocks).some((g) => g.samples.length > 1)),
  };
}
