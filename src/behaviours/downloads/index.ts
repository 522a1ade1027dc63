/** The download-list behaviour, loaded only on pages that have download sections. */
import { startWhenPresent } from '../lists/start-when-present.ts';

export function startDownloadsOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, '[data-download-section]', () =>
    import('./start-downloads.ts').then((module) => module.startDownloads),
  );
}
