/**
 * Registers `<fg-partial-update>`, the partial-update controller (src/core/partial-update-controller.ts).
 * @element fg-partial-update
 * @attr target - id of the global target region (history carries `pu` only for other regions)
 * @attr file-browser-prefix - links to paths starting with it stay full page loads
 * @attr push-url - same-origin server-sent-events stream; each JSON message {event, data} becomes fg:push
 * @fires fg:pu-start - before a request; cancelable
 * @fires fg:pu-before-replace - before a region is swapped
 * @fires fg:pu-after-replace - after a region is swapped
 * @fires fg:pu-complete - when an update ends; detail.error on failure or abort
 */
import { PartialUpdateController } from '../src/core/partial-update-controller.ts';
import { CONTROLLER_TAG } from '../src/protocol/partial-update-markup.ts';

declare global {
  interface HTMLElementTagNameMap {
    'fg-partial-update': PartialUpdateController;
  }
}

export function definePartialUpdate(): void {
  if (!customElements.get(CONTROLLER_TAG)) customElements.define(CONTROLLER_TAG, PartialUpdateController);
}
