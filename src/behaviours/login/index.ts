/** The login behaviour, loaded only on pages that show a login form marked `data-login`. */
import { startWhenPresent } from '../lists/start-when-present.ts';

export function startLoginOnDemand(doc: Document = document): () => void {
  return startWhenPresent(doc, 'form[data-login]', () =>
    import('./start-login.ts').then((module) => module.startLogin),
  );
}
