/** The Escape key, by name or by its legacy key code 27 (older assistive tools send only the code). */
const ESCAPE_KEY_CODE = 27;

export function isEscapeKey(event: { key: string; keyCode: number }): boolean {
  return event.key === 'Escape' || event.keyCode === ESCAPE_KEY_CODE;
}
