/** Where a validation call goes: the page address with `/qf/` replaced by `/validate/`, same origin only. */

import { sameOriginUrl } from '../../core/same-origin.ts';
import { FORM_PATH_SEGMENT, URL_ATTRIBUTE, VALIDATION_PATH_SEGMENT } from './constants.ts';
import { ForeignValidationUrlError } from './errors.ts';

/**
 * The validation address for `form` on the page at `location`, on the page's own origin. A
 * `data-validate-url` override is honoured only when it resolves to that origin.
 */
export function validationUrl(form: HTMLFormElement, location: Location | URL): URL {
  const override = form.getAttribute(URL_ATTRIBUTE);
  if (override) {
    const url = sameOriginUrl(override, location.href, location.origin);
    if (url === null) throw new ForeignValidationUrlError(override);
    return url;
  }
  // The path is changed on a URL that keeps the page's origin: never a path resolved again.
  const url = new URL(location.href);
  url.hash = '';
  url.pathname = url.pathname.replace(FORM_PATH_SEGMENT, VALIDATION_PATH_SEGMENT);
  return url;
}
