/**
 * Test helpers: whether the library left a click or submit to the browser, i.e. nothing cancelled
 * it before it reached `window`. There the real navigation or submit is stopped, so the test page
 * stays where it is.
 */
export function clickLeftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let cancelledBeforeWindow = true;
  window.addEventListener(
    'click',
    (event) => {
      cancelledBeforeWindow = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return !cancelledBeforeWindow;
}

export interface ActionsLeftToBrowser {
  /** The targets of the clicks and submits that reached `window` uncancelled, in order. */
  readonly targets: EventTarget[];
  /** Resolves with the target of the next one. */
  next(): Promise<EventTarget>;
  stop(): void;
}

/** Records the clicks and submits the browser would carry out, from now until `stop()`. */
export function recordActionsLeftToBrowser(): ActionsLeftToBrowser {
  const targets: EventTarget[] = [];
  let waiting: ((target: EventTarget) => void)[] = [];
  const record = (event: Event) => {
    if (!event.defaultPrevented && event.target) {
      targets.push(event.target);
      for (const resolve of waiting) resolve(event.target);
      waiting = [];
    }
    event.preventDefault();
  };
  window.addEventListener('click', record);
  window.addEventListener('submit', record);
  return {
    targets,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    stop() {
      window.removeEventListener('click', record);
      window.removeEventListener('submit', record);
    },
  };
}
