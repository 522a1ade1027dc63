/** Shopping-list creation, loaded only on pages that show a form marked `data-create-list`. */
import { startWhenPresent } from './start-when-present.ts';

export function startListCreationOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, 'form[data-create-list]', () =>
    import('./start-list-creation.ts').then((module) => module.startListCreation),
  );
}
