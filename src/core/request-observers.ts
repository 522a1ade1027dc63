/**
 * Narrow interface through which the engine reports requests to the layers above it (progress
 * cursor, busy state ...). The core knows nothing of those layers: they register here.
 */
import type { PartialUpdateSettings } from './settings.ts';

export interface RequestObserver {
  requestStarted?(settings: PartialUpdateSettings): void;
  requestFinished?(settings: PartialUpdateSettings): void;
  uploadProgress?(loaded: number, total: number | null): void;
}

const observers = new Set<RequestObserver>();

export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function notifyRequestStarted(settings: PartialUpdateSettings): void {
  for (const observer of observers) observer.requestStarted?.(settings);
}

export function notifyRequestFinished(settings: PartialUpdateSettings): void {
  for (const observer of observers) observer.requestFinished?.(settings);
}

export function notifyUploadProgress(loaded: number, total: number | null): void {
  for (const observer of observers) observer.uploadProgress?.(loaded, total);
}
