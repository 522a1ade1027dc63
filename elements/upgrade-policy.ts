/**
 * When a component element upgrades (docs/elements.md, "When an element upgrades"): its `upgrade`
 * attribute, else its component's default (src/protocol/upgrade-defaults.ts), names the conditions —
 * `load`, `idle`, `visible`, `interaction`, `media(<query>)` — and the element upgrades once all of
 * them hold, or at once when the visitor reaches for it (intent: pointer over or down, touch, focus).
 * Until then the server markup is what the visitor uses. Nothing upgrades while the page is being
 * prerendered, nor while the element carries `defer-hydration` (the web components community
 * protocol: whoever set it removes it).
 *
 * A click on the element before its component has rendered is held and replayed on what the
 * rendered component shows at the same spot (the control with the clicked one's id otherwise);
 * if the chunk fails, the click is given back to the server markup (held-action.ts). A click on a
 * `<summary>` is not held: the server's `<details>` opens at once, and a component rendered from it
 * takes the open state over (fg-menu-collapse does).
 */
import { afterPrerendering, isPrerendering } from '../src/core/prerendering.ts';
import { UPGRADE_ATTRIBUTE, UPGRADE_DEFAULTS } from '../src/protocol/upgrade-defaults.ts';
import { giveBack } from '../src/toolkit/held-action.ts';
import { hasRendered, untilRendered, upgradeBusy } from './upgrade-busy.ts';

export const DEFER_HYDRATION_ATTRIBUTE = 'defer-hydration';
/** `idle` upgrades at the latest this long after the page has loaded, idle or not. */
export const IDLE_UPGRADE_TIMEOUT_MS = 3000;
/** `visible` upgrades this far before the element scrolls into the window. */
export const VISIBLE_UPGRADE_MARGIN = '200px';

/**
 * Components that keep the server's children where they are (the layout root, around the whole
 * page): a click inside them is the page's own, never held for their upgrade. An element with
 * `allow-decorate-inner-elements` keeps them too.
 */
const KEEPS_SERVER_CHILDREN: readonly string[] = ['fg-web-layout'];

const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
const CLICKABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]';

type Condition = 'idle' | 'visible' | 'interaction' | { readonly media: string };

/** The conditions of a policy text; `load` alone (or nothing) is none. Unknown words are errors. */
export function parseUpgradePolicy(text: string): Condition[] {
  const conditions: Condition[] = [];
  for (const [word] of text.matchAll(/media\((?:[^()]|\([^()]*\))*\)|\S+/g)) {
    if (word === 'load') continue;
    if (word === 'idle' || word === 'visible' || word === 'interaction') conditions.push(word);
    else if (word.startsWith('media(')) conditions.push({ media: word.slice(6, -1).trim() });
    else throw new Error(`Unknown upgrade condition "${word}" (load, idle, visible, interaction, media(…)).`);
  }
  return conditions;
}

/** Elements whose conditions hold (or that were reached for): they upgrade when they connect. */
const due = new WeakSet<Element>();
const waiting = new WeakMap<Element, Promise<void>>();

/**
 * The policy text of an element: its own `upgrade`, else the nearest ancestor's (a region or the
 * whole page: `<body upgrade="load">` upgrades everything at load), else its component's default.
 */
function policyOf(element: Element, tag: string): string {
  return (
    element.closest(`[${UPGRADE_ATTRIBUTE}]`)?.getAttribute(UPGRADE_ATTRIBUTE) ??
    UPGRADE_DEFAULTS[tag] ??
    'load'
  );
}

/** The element's conditions; a malformed policy is logged and the element upgrades at load. */
function conditionsOf(element: Element, tag: string): Condition[] {
  try {
    return parseUpgradePolicy(policyOf(element, tag));
  } catch (error) {
    console.error(`${(error as Error).message} On element #${element.id || '(no id)'}: it upgrades at load.`);
    return [];
  }
}

/** Whether the element may upgrade now; a `load` element that is may at once, in this task. */
export function isDue(element: Element, tag: string): boolean {
  if (due.has(element)) return true;
  if (isPrerendering(document) || element.hasAttribute(DEFER_HYDRATION_ATTRIBUTE)) return false;
  if (conditionsOf(element, tag).length > 0) return false;
  due.add(element);
  return true;
}

/**
 * For an element's `connectedCallback`: false when it may upgrade now; else true, and `connect`
 * runs again once the element is due, if it is still in the document.
 */
export function deferredUntilDue(element: HTMLElement, connect: () => void): boolean {
  if (isDue(element, element.localName)) return false;
  upgradeWhenDue(element, element.localName, async () => {
    if (element.isConnected) connect();
  }).catch(console.error);
  return true;
}

/** Resolves once the element may upgrade (at once for a due one); one wait per element. */
export function whenDue(element: Element, tag: string): Promise<void> {
  if (isDue(element, tag)) return Promise.resolve();
  let wait = waiting.get(element);
  if (!wait) {
    wait = waitUntilDue(element, conditionsOf(element, tag)).then(() => {
      due.add(element);
    });
    waiting.set(element, wait);
  }
  return wait;
}

/**
 * Waits until the element is due, and runs `upgrade` (its chunk loaded, its component rendered):
 * a click held meanwhile — a `load` element's too, while its chunk arrives — is replayed once the
 * component has rendered, or given back when `upgrade` fails; the element is `aria-busy` while a
 * reached-for upgrade loads.
 */
export function upgradeWhenDue(
  element: HTMLElement,
  tag: string,
  upgrade: () => Promise<void>,
): Promise<void> {
  // A due element upgrades in this task (isDue's promise): `upgrade` is called before any await.
  if (isDue(element, tag)) return withClicksHeld(element, tag, () => upgradeBusy(element, upgrade()));
  // The autoloader waits for an element of a tag not yet defined; the tag's definition then sees
  // it connect: one wait holds its clicks, the second upgrade follows the first.
  const earlier = runs.get(element);
  if (earlier) return earlier.then(upgrade);
  const run = withClicksHeld(element, tag, async () => {
    // An element due by itself (idle, a media query that matches) keeps the page busy from now on,
    // one waiting to be seen or reached for once it is due (docs/settled.md).
    const due = whenDue(element, tag);
    if (!comesByItself(element, tag)) await due;
    await upgradeBusy(element, due.then(upgrade));
  }).finally(() => element.removeAttribute('aria-busy'));
  runs.set(element, run);
  return run;
}

const runs = new WeakMap<Element, Promise<void>>();

/** Runs `work` (at once, in this task) with the element's clicks held until it has rendered. */
async function withClicksHeld(element: HTMLElement, tag: string, work: () => Promise<void>): Promise<void> {
  const keepsChildren =
    KEEPS_SERVER_CHILDREN.includes(tag) || element.hasAttribute('allow-decorate-inner-elements');
  const held = keepsChildren ? null : holdClicks(element);
  try {
    await work();
    held?.replay();
  } catch (error) {
    held?.giveBack();
    throw error;
  }
}

/** Whether the element becomes due without the visitor: only `idle` and media queries that match now. */
function comesByItself(element: Element, tag: string): boolean {
  if (isPrerendering(document) || element.hasAttribute(DEFER_HYDRATION_ATTRIBUTE)) return false;
  return conditionsOf(element, tag).every(
    (condition) =>
      condition === 'idle' || (typeof condition === 'object' && matchMedia(condition.media).matches),
  );
}

async function waitUntilDue(element: Element, conditions: readonly Condition[]): Promise<void> {
  const reached = intent(element);
  const conditionsHold = (async () => {
    for (const condition of conditions) await holds(element, condition);
  })();
  await Promise.race([reached.promise, conditionsHold]);
  reached.stop();
  await new Promise<void>((resolve) => afterPrerendering(document, resolve));
  await deferredHydrationEnds(element);
}

/** Resolves when the visitor reaches for the element, which then shows it is loading (`aria-busy`). */
function intent(element: Element): { promise: Promise<void>; stop: () => void } {
  let stop = () => {};
  const promise = new Promise<void>((resolve) => {
    const reach = (): void => {
      stop();
      if (element instanceof HTMLElement) element.setAttribute('aria-busy', 'true');
      resolve();
    };
    for (const type of INTENT_EVENTS) element.addEventListener(type, reach, { passive: true });
    stop = () => {
      for (const type of INTENT_EVENTS) element.removeEventListener(type, reach);
    };
  });
  return { promise, stop };
}

function holds(element: Element, condition: Condition): Promise<void> {
  if (condition === 'interaction') return new Promise(() => {});
  if (condition === 'idle') return idle();
  if (condition === 'visible') return visible(element);
  return mediaMatches(condition.media);
}

async function idle(): Promise<void> {
  if (document.readyState !== 'complete') await once(window, 'load');
  await new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => resolve(), { timeout: IDLE_UPGRADE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

function visible(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: VISIBLE_UPGRADE_MARGIN },
    );
    // An element that is a box of no layout of its own (display: contents) is seen through its children.
    const boxes = element.getClientRects().length > 0 ? [element] : [...element.children];
    for (const box of boxes.length > 0 ? boxes : [element]) observer.observe(box);
  });
}

function mediaMatches(query: string): Promise<void> {
  const list = matchMedia(query);
  if (list.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = (): void => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });
}

/** The server's `defer-hydration` holds the element until it is removed. */
function deferredHydrationEnds(element: Element): Promise<void> {
  if (!element.hasAttribute(DEFER_HYDRATION_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.hasAttribute(DEFER_HYDRATION_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [DEFER_HYDRATION_ATTRIBUTE] });
  });
}

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

/**
 * The click on the server markup while the element upgrades: held, then replayed or given back. A
 * click by pointer is replayed on what the rendered component shows where it was; one without a
 * spot (a key's, or Enter's implicit submission of a form) on the rendered control of the same id,
 * else of the same kind and place among its kind (the form's submit button).
 */
function holdClicks(element: HTMLElement): { replay(): void; giveBack(): void } {
  let held: { control: HTMLElement; x: number; y: number; byPointer: boolean; nth: number } | null = null;
  const passing = new WeakSet<EventTarget>();
  const onClick = (event: MouseEvent): void => {
    const control = (event.target as Element).closest<HTMLElement>(CLICKABLE);
    if (!control || !element.contains(control) || passing.has(control)) return;
    // A summary's disclosure answers at once, natively; the component takes its open state over.
    if (control.localName === 'summary') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const byPointer = event.detail > 0;
    held = {
      control,
      x: event.clientX,
      y: event.clientY,
      byPointer,
      nth: sameKind(element, control).indexOf(control),
    };
  };
  element.addEventListener('click', onClick, true);
  const stop = () => element.removeEventListener('click', onClick, true);
  return {
    // Held until the component has rendered: its first render is a transition, and a click coming
    // between its slices would land on server markup about to go. One it cannot render gives the
    // click back.
    replay: () =>
      void untilRendered(element).then(() => {
        stop();
        const click = held;
        if (!click) return;
        if (!hasRendered(element)) {
          giveBack(click.control, passing);
          return;
        }
        const spot = click.byPointer ? document.elementFromPoint(click.x, click.y) : null;
        const atSpot = spot?.closest<HTMLElement>(CLICKABLE);
        const sameId = click.control.id ? document.getElementById(click.control.id) : null;
        const target =
          (atSpot && element.contains(atSpot) ? atSpot : null) ??
          sameId ??
          sameKind(element, click.control)[click.nth];
        target?.focus();
        target?.click();
      }),
    giveBack: () => {
      stop();
      if (held) giveBack(held.control, passing);
    },
  };
}

/** The controls inside `element` of the same kind as `control` (element and type: a submit button). */
function sameKind(element: HTMLElement, control: HTMLElement): HTMLElement[] {
  const type = (control as HTMLButtonElement).type;
  return [...element.querySelectorAll<HTMLElement>(control.localName)].filter(
    (other) => (other as HTMLButtonElement).type === type,
  );
}
