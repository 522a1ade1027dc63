import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected into the page under test. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  readonly target: readonly string[];
  readonly html: string;
}

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
}

/**
 * Runs axe-core on the page (or the part `include` selects) and returns one line per violation
 * naming the rule and each offending element, so a failure says what to fix. The page's context
 * needs `bypassCSP`: the shop's Content-Security-Policy refuses the injected script otherwise.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> };
    };
    return (await axe.run(selector ? { include: [selector] } : document)).violations;
  }, include ?? null);
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}: ${violation.help}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html}`)
        .join(' | ')}`,
  );
}
