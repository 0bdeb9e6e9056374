import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, put into each page as it is (Chromium does not hold a script added through DevTools to the page's policy). */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.2 level A and AA, the quality target (../shared/QUALITY.md), as axe tags its rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's WCAG A and AA violations on the page as it is now, one line each with where they are. */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, WCAG_AA);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
