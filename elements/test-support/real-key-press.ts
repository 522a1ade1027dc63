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
