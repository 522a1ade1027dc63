/** Floating popups sit next to their trigger (@floating-ui/dom: offset, flip, shift) and follow it. */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

const GAP_PX = 8;
const EDGE_PADDING_PX = 8;

export interface FloatingPlacement {
  /** Places the popup again now (its content changed size). */
  update(): void;
  /** Stops following the trigger. */
  stop(): void;
}

/** Positions `popup` by `trigger`, following scrolls, resizes and moves until stopped. */
export function followTrigger(trigger: HTMLElement, popup: HTMLElement): FloatingPlacement {
  let stopped = false;
  const update = (): void => {
    computePosition(trigger, popup, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(GAP_PX), flip(), shift({ padding: EDGE_PADDING_PX })],
    }).then(({ x, y }) => {
      if (stopped) return;
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
    });
  };
  const cleanup = autoUpdate(trigger, popup, update);
  return {
    update,
    stop() {
      stopped = true;
      cleanup();
    },
  };
}
