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

export { axeViolations, press } from './dom-helpers.ts';
