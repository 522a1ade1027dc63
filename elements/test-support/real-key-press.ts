/** A key pressed through the browser driver, as a visitor's keyboard does it. */
import { sendKeys } from '@web/test-runner-commands';
import { inAct } from './react-act.ts';

/** A real key press; resolves once the page has seen the key go up (the driver may answer earlier). */
export function pressKey(key: string): Promise<void> {
  return inAct(async () => {
    const released = new Promise((resolve) =>
      window.addEventListener('keyup', resolve, { once: true, capture: true }),
    );
    await sendKeys({ press: key });
    await released;
  });
}

/** WebDriver's key codes for Shift and Tab: its driver here takes key presses only, not Shift held down. */
const WEBDRIVER_SHIFT_TAB = '\uE008\uE004';

/** Tab by its key code: WebKitGTK names Shift+Tab (GTK's ISO_Left_Tab) "Unidentified". */
const TAB_KEY_CODE = 9;

/** A real Shift+Tab; resolves once the page has seen Tab go up. */
export function pressShiftTab(): Promise<void> {
  return inAct(async () => {
    const seen = new AbortController();
    const released = new Promise((resolve) =>
      window.addEventListener('keyup', (event) => event.keyCode === TAB_KEY_CODE && resolve(seen.abort()), {
        capture: true,
        signal: seen.signal,
      }),
    );
    try {
      await sendKeys({ down: 'Shift' });
    } catch {
      // WebDriver refuses `down` before sending anything: Shift and Tab as one chord instead.
      await sendKeys({ press: WEBDRIVER_SHIFT_TAB });
      await released;
      return;
    }
    try {
      await sendKeys({ press: 'Tab' });
      await released;
    } finally {
      await sendKeys({ up: 'Shift' });
    }
  });
}
