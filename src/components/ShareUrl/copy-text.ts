/**
 * Writes text to the clipboard. False where there is no asynchronous clipboard (an insecure page)
 * or the browser refuses it (permission, no user activation, a frame without the permission).
 */
export async function copyText(text: string, nav: Navigator = navigator): Promise<boolean> {
  if (typeof nav.clipboard?.writeText !== 'function') return false;
  try {
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
