/** Test helpers for React elements: act() environment and awaiting a render. */
import { act } from 'react';
import { flushPromises, nextTask, settle, until } from '../../src/core/test-support/waits.ts';
import { lifecycleStateOf } from '../decorated-elements.ts';
import { hasRendered } from '../upgrade-busy.ts';
import { axeViolations, press } from './dom-helpers.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Runs a DOM change inside act() so React has rendered when it resolves. */
export async function inAct(change: () => unknown): Promise<void> {
  await act(async () => {
    await change();
  });
}

/** Lets queued microtasks (deferred disposal, mutation observers) run, `rounds` deep, inside act(). */
export function flushMicrotasks(rounds = 3): Promise<void> {
  return inAct(() => flushPromises(rounds));
}

/** `turns` tasks later (waits.ts `settle`), inside act(): what was due has loaded and rendered. */
export function settleInAct(turns = 5): Promise<void> {
  return inAct(() => settle(turns));
}

/** Until `check` holds (waits.ts `until`), each task inside act(): chunk imports and renders come in between. */
export function untilInAct(check: () => boolean, what?: string): Promise<void> {
  return until(check, what, () => inAct(nextTask));
}

/** Builds markup in a fresh fixture attached to the body. */
export function fixture(html: string): HTMLElement {
  const root = document.createElement('div');
  // A component test tests the component: everything in the fixture upgrades at load, whatever the
  // component's default (upgrade-policy.ts has its own tests).
  root.setAttribute('upgrade', 'load');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Builds markup in a fresh fixture inside act() and waits until the components in it have rendered. */
export async function mountFixture(html: string): Promise<HTMLElement> {
  let root: HTMLElement | undefined;
  await inAct(() => {
    root = fixture(html);
  });
  await untilRendered(root as HTMLElement);
  return root as HTMLElement;
}

/**
 * Until every component in `within` that has begun to upgrade has rendered (`fg:upgraded`): roots
 * that upgrade together mount in slices (mount-slices.ts), a task apart where the browser has no
 * `scheduler.yield` (WebKit). One still waiting for its chunk, or whose first render failed, is not
 * waited for.
 */
export async function untilRendered(within: ParentNode): Promise<void> {
  const mounting = () =>
    [...within.querySelectorAll<HTMLElement>('*')].filter(
      (element) => stateOf(element) === 'in-document' && !hasRendered(element),
    );
  if (mounting().length === 0) return;
  await untilInAct(
    () => mounting().length === 0,
    `the components rendered (still mounting: ${mounting().map((element) => `#${element.id}`)})`,
  );
}

function stateOf(element: HTMLElement): string | null {
  return (element as { lifecycleState?: string }).lifecycleState ?? lifecycleStateOf(element);
}

/** Removes a fixture inside act() and lets the deferred disposal of its React roots run. */
export async function removeFixture(root: Element): Promise<void> {
  await inAct(() => root.remove());
  await flushMicrotasks();
}

/** A click on `target`, rendered. */
export function clickInAct(target: HTMLElement): Promise<void> {
  return inAct(() => target.click());
}

/** A keydown on `target`, rendered. */
export function pressInAct(target: EventTarget, key: string, init?: KeyboardEventInit): Promise<void> {
  return inAct(() => press(target, key, init));
}

export { axeViolations, press };
