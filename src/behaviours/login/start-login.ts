/**
 * Login (docs/flows.md): a form marked `data-login` posts to `/qf/{lang}/ramjet/performLogin` as
 * a partial update of its own region, so a refused login shows the server's message in place. The
 * server flags a refused login with the `PU-Error` header; an answer without it is a success: the
 * user tools refresh and the page container reloads from the current address. Markup in docs/flows.md.
 */
import { engineConfigOf } from '../../core/engine-config.ts';
import { TargetNotSpecifiedError } from '../../core/errors.ts';
import { logUnlessAborted } from '../../core/log-unless-aborted.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { type PartialUpdateResult, partialUpdate } from '../../core/partial-update.ts';
import { loginPath } from '../../protocol/shop-paths.ts';
import { interceptSubmits, regionOf } from '../lists/submit-in-place.ts';
import { pageLanguage } from '../user-tools/page-language.ts';
import { refreshUserTools } from '../user-tools/refresh-user-tools.ts';

export const LOGIN_MARKER = 'data-login';

export function startLogin(doc: Document = document): () => void {
  return interceptSubmits(doc, `form[${LOGIN_MARKER}]`, (form, submitter) => {
    const target = regionOf(form, LOGIN_MARKER);
    if (!target) {
      logUnlessAborted(new TargetNotSpecifiedError());
      return;
    }
    partialUpdate(
      { target, url: loginPath(pageLanguage(doc)), uiEvent: true },
      { source: submitter ?? form, form, submitter },
    )
      .then((result) => afterLogin(result, form))
      .catch(logUnlessAborted);
  });
}

/** A swapped answer without `PU-Error` is a successful login (a `PU-Redirect` has left the page already). */
export function isLoginSuccess(result: PartialUpdateResult): boolean {
  return result.status === 'swapped' && !result.serverError;
}

function afterLogin(result: PartialUpdateResult, form: HTMLFormElement): void {
  if (!isLoginSuccess(result)) return;
  const container = engineConfigOf(form).globalTarget;
  const region = container ? document.getElementById(container) : null;
  if (!container || !region) {
    // No page container to reload: the whole page shows the signed-in state.
    pageNavigation.reload();
    return;
  }
  // The container's reload renders the user tools inside it; the refresh takes those outside it.
  partialUpdate({ target: container, url: location.href }).catch(logUnlessAborted);
  void refreshUserTools({ except: region });
}
