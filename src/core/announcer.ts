/**
 * What assistive technology is told after a swap (docs/architecture.md): one polite live region for
 * announcements. A lazy chunk: the announcement waits a moment anyway (see below).
 */

/** Id of the one live region the library appends to the body. */
export const LIVE_REGION_ID = 'fg-live-region';
/**
 * The region is emptied, then filled after this delay: screen readers announce a change, and an
 * empty-then-filled region repeats a message that is the same as the last one.
 */
export const ANNOUNCE_AFTER_CLEAR_MS = 100;

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap';

let pendingAnnouncement: ReturnType<typeof setTimeout> | undefined;

/** Announces a message politely (an empty message announces nothing). */
export function announce(message: string): void {
  if (message.trim() === '') return;
  const region = liveRegion();
  clearTimeout(pendingAnnouncement);
  region.textContent = '';
  pendingAnnouncement = setTimeout(() => {
    region.textContent = message;
  }, ANNOUNCE_AFTER_CLEAR_MS);
}

function liveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  return region;
}
