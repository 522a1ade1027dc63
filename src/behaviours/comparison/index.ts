/** The comparison behaviour, loaded only on pages that show a comparison toggle. */
import { startWhenPresent } from '../lists/start-when-present.ts';

export function startComparisonOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, '[data-comparison-different-only]', () =>
    import('./start-comparison.ts').then((module) => module.startComparison),
  );
}
