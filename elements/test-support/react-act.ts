/** Test helpers for React elements: act() environment and awaiting a render. */
import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Runs a DOM change inside act() so React has rendered when it resolves. */
export async function inAct(change: () => unknown): Promise<void> {
  await act(async () => {
    await change();
  });
}

/** Lets queued microtasks (deferred disposal, mutation observers) run. */
export async function flushMicrotasks(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  });
}

/** Builds markup in a fresh fixture attached to the body. */
export function fixture(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Dispatches a keydown the way a keyboard does (bubbling, cancelable). */
export function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
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
