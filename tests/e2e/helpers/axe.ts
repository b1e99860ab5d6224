import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  /** Rule id, e.g. `color-contrast`. */
  id: string;
  /** `minor`, `moderate`, `serious` or `critical`. */
  impact: string;
  /** Rule help text. */
  help: string;
  /** CSS targets of the failing nodes and axe's summary of each. */
  nodes: string[];
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core (WCAG 2 A/AA rules) in `page` and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global.
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    // biome-ignore lint/suspicious/noExplicitAny: axe's result shape.
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      // biome-ignore lint/suspicious/noExplicitAny: axe's node shape.
      nodes: v.nodes.slice(0, 5).map((n: any) => `${n.target.join(' ')} — ${n.failureSummary}`),
    }));
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
