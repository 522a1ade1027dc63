/**
 * The settled signal (docs/settled.md): one ledger per document of the work under way, kept from
 * the events the library already tells —
 * - a partial update from its `fg:pu-start` (not cancelled) to its `fg:pu-complete` (the same
 *   settings object: every update that starts ends with one, src/core/partial-update.ts);
 * - a popup from `fg:popup-state` `loading` to `opened` or `closed` (by its trigger);
 * - whatever is told as `fg:busy` with its promise: every lazy chunk (src/core/load-once.ts) and
 *   every component element asked to upgrade, until its component has rendered
 *   (elements/upgrade-busy.ts).
 * The page is settled once it has loaded, nothing is under way, and nothing began nor was markup
 * added during two tasks, a frame and two tasks more: the engine looks through added markup a task
 * after it is added (src/core/watch-added.ts), and may begin work then — the ledger's own observer
 * may have seen the markup first; an element that upgrades when `visible` learns it is in view
 * with the next frame. `fg:settled` is told on the document when it goes from busy to settled.
 */
import type { SettledLedger } from '../../protocol/settled-ledger.ts';
import type { BusyDetail, PartialUpdateStartDetail, PopupStateDetail } from '../events.ts';
import { describeElement } from './describe-element.ts';

// The page's own setTimeout, taken when this module loads: a fake clock a test installs later
// does not hold it, and timers of one delay run in the order they were set.
const later = setTimeout;
const afterTwoTasks = (then: () => void) => later(() => later(then));

export interface StoppableLedger extends SettledLedger {
  /** Stops listening (a test's ledger; a page keeps its own). */
  stop(): void;
}

/** Starts a ledger of the document's work from now on. */
export function startSettledLedger(doc: Document = document): StoppableLedger {
  const underWay = new Map<unknown, string>();
  const waiters: (() => void)[] = [];
  let settled = false;
  /** Counts work begun and markup added: a quiet wait that sees it change starts again. */
  let changes = 0;
  const win = doc.defaultView ?? window;

  const loaded = () => doc.readyState === 'complete';
  const quiet = (seen: number) => seen === changes && underWay.size === 0;
  /** Two tasks, then a frame (when one is drawn), then two tasks, with nothing begun meanwhile. */
  const quietWait = (): void => {
    if (underWay.size > 0 || !loaded()) return;
    const seen = changes;
    afterTwoTasks(() => {
      if (!quiet(seen)) return;
      // The first visibility check of an element that upgrades when `visible` comes with a frame.
      if (doc.visibilityState === 'visible')
        win.requestAnimationFrame(() => afterTwoTasks(() => settle(seen)));
      else settle(seen);
    });
  };
  const settle = (seen: number): void => {
    if (!quiet(seen)) return;
    for (const resolve of waiters.splice(0)) resolve();
    if (settled) return;
    settled = true;
    doc.dispatchEvent(new CustomEvent('fg:settled', { detail: null, bubbles: true, composed: true }));
  };
  const begin = (key: unknown, what: string): void => {
    underWay.set(key, what);
    changes += 1;
    settled = false;
  };
  const end = (key: unknown): void => {
    if (underWay.delete(key)) quietWait();
  };

  const onStart = (event: CustomEvent<PartialUpdateStartDetail>): void => {
    const { settings } = event.detail;
    begin(settings, `partial update of #${settings.target.join('+#')}`);
    // A listener after this one may cancel the start: then no fg:pu-complete follows.
    queueMicrotask(() => event.defaultPrevented && end(settings));
  };
  const onComplete = (event: HTMLElementEventMap['fg:pu-complete']): void => end(event.detail.settings);
  const onPopup = ({ detail: { state, trigger } }: CustomEvent<PopupStateDetail>): void => {
    if (state === 'loading') begin(trigger, `popup of ${trigger ? describeElement(trigger) : 'a script'}`);
    else end(trigger);
  };
  const onBusy = ({ detail: [what, work] }: CustomEvent<BusyDetail>): void => {
    begin(work, what);
    const done = () => end(work);
    work.then(done, done);
  };
  const listeners = [
    ['fg:pu-start', onStart],
    ['fg:pu-complete', onComplete],
    ['fg:popup-state', onPopup],
    ['fg:busy', onBusy],
  ] as [string, EventListener][];
  // Capture on the document: a listener stopping propagation hides nothing.
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  const added = new MutationObserver((records) => {
    if (!records.some((record) => record.addedNodes.length > 0)) return;
    changes += 1;
    quietWait();
  });
  added.observe(doc, { childList: true, subtree: true });
  if (!loaded()) win.addEventListener('load', quietWait, { once: true });
  quietWait();

  return {
    whenSettled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        quietWait();
      }),
    busyWith: () => [...(loaded() ? [] : ['the page loading']), ...underWay.values()],
    stop: () => {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      added.disconnect();
      win.removeEventListener('load', quietWait);
    },
  };
}
