/**
 * Back/forward as the controller hears it: each popstate's options (optionsFromState) go to the
 * callback. Returns the function that stops listening.
 */
import type { PartialUpdateOptions } from '../../settings.ts';
import { optionsFromState } from '../history-controller.ts';

export function onHistoryRestore(
  callback: (options: PartialUpdateOptions) => void,
  globalTarget: string | null = null,
): () => void {
  const listener = (event: PopStateEvent): void => {
    const options = optionsFromState(event.state, globalTarget);
    if (options) callback(options);
  };
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
