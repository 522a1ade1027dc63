/** Test helpers that need no React: a keyboard press and axe-core on an element. */

/** Dispatches a keydown the way a keyboard does (bubbling, cancelable). */
export function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

interface AxeResult {
  violations: { id: string; help: string; nodes: { html: string }[] }[];
}

/** Runs axe-core on an element and returns the violations as readable lines. */
export async function axeViolations(element: Element): Promise<string[]> {
  await import('axe-core');
  const axe = (window as unknown as { axe: { run(context: Element): Promise<AxeResult> } }).axe;
  const result = await axe.run(element);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(' | ')}`);
}
