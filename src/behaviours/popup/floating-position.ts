/** Floating popups sit next to their trigger (@floating-ui/dom: offset, flip, shift) and follow it. */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

const GAP_PX = 8;
const EDGE_PADDING_PX = 8;

/** Positions `popup` by `trigger` until the returned cleanup runs. */
export function followTrigger(trigger: HTMLElement, popup: HTMLElement): () => void {
  return autoUpdate(trigger, popup, () => {
    computePosition(trigger, popup, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [offset(GAP_PX), flip(), shift({ padding: EDGE_PADDING_PX })],
    }).then(({ x, y }) => {
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
    });
  });
}
