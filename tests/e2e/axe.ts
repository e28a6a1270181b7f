import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA as axe-core tags it: the issue's bar (issue 20, accessibility audit). */
const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheckOptions {
  /**
   * Selectors of nodes axe is genuinely wrong about. Each use needs a comment at the call site and a line in
   * docs-a11yroutes.md saying why; never a rule switched off.
   */
  readonly exclude?: readonly string[];
}

/**
 * Runs axe-core on the page as it is now and throws when it finds any WCAG 2.2 AA violation, listing each
 * rule's id, help text and the selectors of the offending nodes, so that a regression reads at a glance.
 */
export async function expectNoAxeViolations(
  page: Page,
  context?: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const lines = violations.map((violation) => {
    const targets = violation.nodes.map(
      (node) =>
        `    ${node.target.map(String).join(' >> ')}${node.failureSummary === undefined ? '' : `\n      ${node.failureSummary.replaceAll('\n', '\n      ')}`}`,
    );
    return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n${targets.join('\n')}`;
  });
  throw new Error(
    `axe found ${violations.length} WCAG 2.2 AA violation(s) on ${context ?? page.url()}:\n${lines.join('\n')}`,
  );
}
