/** Collapse blocks, loaded only on pages that have one. */
import { startWhenPresent } from '../lists/start-when-present.ts';

export function startCollapseOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, '[data-collapse]', () =>
    import('./start-collapse.ts').then((module) => module.startCollapse),
  );
}
