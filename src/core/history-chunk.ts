/**
 * The history code is a lazy chunk, reached by this one loader: by the first update that alters
 * history, and by the controller on back/forward or a page opened with a `pu` parameter.
 */
import { loadOnce } from './load-once.ts';

export const historyController = loadOnce(
  'history-controller',
  () => import('./history/history-controller.ts'),
);
