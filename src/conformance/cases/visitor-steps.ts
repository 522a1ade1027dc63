/** Steps several cases take as a visitor: load a page for its CSRF token, sign in. */
import type { CaseContext } from '../conformance-case.ts';
import { partialUpdate } from './partial-update-request.ts';

/** Loads the manifest's CSRF page as a full page, so the visitor holds a session and a token. */
export async function loadCsrfPage(context: CaseContext): Promise<void> {
  const { manifest } = context;
  await context.send({ path: manifest.csrfPage ?? manifest.region.path });
  context.check(
    'the page names a CSRF token (<meta name="csrf-token">)',
    context.shop.csrfToken !== null,
    String(context.shop.csrfToken),
  );
}

/** Signs the visitor in with the manifest's login post; true when the answer was 200. */
export async function signIn(context: CaseContext): Promise<boolean> {
  const { login, region } = context.manifest;
  if (!login) return false;
  await loadCsrfPage(context);
  const answer = await context.send(
    partialUpdate(login.path, [region.target], { method: 'POST', form: login.fields }),
  );
  return context.check('the login post answers 200', answer.status === 200, String(answer.status));
}
