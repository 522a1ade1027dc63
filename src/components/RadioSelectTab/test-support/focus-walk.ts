/** Test helper of the tab list's roving focus. */
import { expect } from 'chai';

/** Presses each key in turn with `press`; after each, `focused()` must be the index the step names. */
export async function walkFocus(
  press: (key: string) => Promise<unknown>,
  focused: () => number,
  steps: readonly (readonly [key: string, index: number])[],
): Promise<void> {
  for (const [key, index] of steps) {
    await press(key);
    expect(focused(), key).to.equal(index);
  }
}
