/**
 * Web actions: `<button data-action="name">` runs a function the page connected with
 * `connectActions()`. Actions trigger on click and on partialUpdateComplete (an action element inside a
 * region that just finished updating); `addActionTrigger()` adds other DOM events.
 * `data-action-on` names an element's triggers (default: click).
 */
import { ActionsNotSetError } from '../core/errors.ts';

export type WebAction = (element: HTMLElement, event: Event) => void;

const ACTION_SELECTOR = '[data-action]';
const COMPLETE_TRIGGER = 'partialUpdateComplete';

let actions: Map<string, WebAction> | null = null;
const triggers = new Set<string>();
let root: Document | null = null;

/** Connects (or extends) the actions markup may name. */
export function connectActions(registry: Record<string, WebAction>): void {
  actions ??= new Map();
  for (const [name, action] of Object.entries(registry)) actions.set(name, action);
}

/**
 * Starts listening for action triggers on the document. Returns the function that stops listening
 * and forgets the connected actions and the added triggers.
 */
export function startActions(doc: Document = document): () => void {
  if (root) return stopActions;
  root = doc;
  addActionTrigger('click');
  doc.addEventListener('fg:pu-complete', onComplete);
  return stopActions;
}

/** Lets actions trigger on another DOM event type as well. */
export function addActionTrigger(type: string): void {
  if (triggers.has(type)) return;
  triggers.add(type);
  root?.addEventListener(type, onTrigger);
}

function actionEventsOf(element: Element): string[] {
  return (element.getAttribute('data-action-on') ?? 'click').split(/\s+/);
}

function onTrigger(event: Event): void {
  const element = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTION_SELECTOR) : null;
  if (element && actionEventsOf(element).includes(event.type)) runAction(element, event);
}

function onComplete(event: Event): void {
  const region = event.target instanceof Element ? event.target : null;
  if (!region) return;
  const elements = [region, ...region.querySelectorAll<HTMLElement>(ACTION_SELECTOR)].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.matches(ACTION_SELECTOR) &&
      actionEventsOf(element).includes(COMPLETE_TRIGGER),
  );
  for (const element of elements) runAction(element, event);
}

function runAction(element: HTMLElement, event: Event): void {
  if (!actions) {
    console.error(new ActionsNotSetError());
    return;
  }
  const name = element.getAttribute('data-action') ?? '';
  const action = actions.get(name);
  if (!action) {
    console.error(`Unknown action "${name}" on`, element);
    return;
  }
  if (event.type === 'click') event.preventDefault();
  action(element, event);
}

function stopActions(): void {
  if (root) {
    for (const type of triggers) root.removeEventListener(type, onTrigger);
    root.removeEventListener('fg:pu-complete', onComplete);
  }
  actions = null;
  triggers.clear();
  root = null;
}
