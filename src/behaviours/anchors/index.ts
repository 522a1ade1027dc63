/** Scroll-to-anchor links, loaded only on pages that have marked links. */
import { startWhenPresent } from '../lists/start-when-present.ts';

export function startAnchorsOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, 'a[href^="#"][data-scroll], [data-anchors-list]', () =>
    import('./start-anchors.ts').then((module) => module.startAnchors),
  );
}
