/** Browser history of partial updates: entries, replay, pagination state and the hash watch. */
export { watchHash } from './hash-watcher.ts';
export {
  type HistoryUpdate,
  onHistoryRestore,
  readHistoryParam,
  recordUpdate,
  replayFromLocationOnLoad,
} from './history-controller.ts';
export type { HistoryEntry } from './history-entry.ts';
export { readPaginationUrl, rememberPaginationUrl } from './pagination-state.ts';
