/**
 * Shopping-list creation (docs/flows.md): a form marked `data-create-list` posts as a partial update
 * of its region; the server answers `PU-Redirect` with the new list's detail address and the engine
 * goes there (same origin only). A refused name comes back as the re-rendered form, swapped in place.
 */
import { TargetNotSpecifiedError } from '../../core/errors.ts';
import { logUnlessAborted } from '../../core/log-unless-aborted.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { interceptSubmits, regionOf } from './submit-in-place.ts';

export const CREATE_LIST_MARKER = 'data-create-list';

export function startListCreation(doc: Document = document): () => void {
  return interceptSubmits(doc, `form[${CREATE_LIST_MARKER}]`, (form, submitter) => {
    const target = regionOf(form, CREATE_LIST_MARKER);
    if (!target) {
      logUnlessAborted(new TargetNotSpecifiedError());
      return;
    }
    partialUpdate({ target, uiEvent: true }, { source: submitter ?? form, form, submitter }).catch(
      logUnlessAborted,
    );
  });
}
