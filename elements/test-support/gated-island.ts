/**
 * Registers the TestIsland component (fg-test-island.ts) with a chunk that arrives only when the
 * test lets it through: returns that release. `onLoad` counts the loads; `failing` makes them fail.
 */
import { registerComponent } from '../tag-autoloader.ts';

export function registerGatedIsland(onLoad: () => void, failing: () => boolean = () => false): () => void {
  let release = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  registerComponent('TestIsland', async () => {
    onLoad();
    await gate;
    gate = Promise.resolve();
    if (failing()) throw new Error('offline');
    return import('./fg-test-island.ts');
  });
  return () => release();
}
