/** The device's own share sheet (Web Share API), where the browser has one and accepts the data. */

export function canWebShare(data: ShareData, nav: Navigator = navigator): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

/**
 * Opens the share sheet. Resolves `shared` or `dismissed` (the visitor closed the sheet), and
 * `refused` when the browser would not share (no user activation, not allowed here).
 */
export async function webShare(
  data: ShareData,
  nav: Navigator = navigator,
): Promise<'shared' | 'dismissed' | 'refused'> {
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'dismissed' : 'refused';
  }
}
