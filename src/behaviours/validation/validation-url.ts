/** Where a validation call goes: the page address with `/qf/` replaced by `/validate/`, same origin only. */
import { FORM_PATH_SEGMENT, URL_ATTRIBUTE, VALIDATION_PATH_SEGMENT } from './constants.ts';
import { ForeignValidationUrlError } from './errors.ts';

/**
 * The validation address for `form` on the page at `location`: its path and query, never a host.
 * A `data-validate-url` override is honoured only when it resolves to the page's own origin.
 */
export function validationUrl(form: HTMLFormElement, location: Location | URL): string {
  const override = form.getAttribute(URL_ATTRIBUTE);
  if (override) {
    const url = new URL(override, location.href);
    if (url.origin !== location.origin) throw new ForeignValidationUrlError(override);
    return url.pathname + url.search;
  }
  return location.pathname.replace(FORM_PATH_SEGMENT, VALIDATION_PATH_SEGMENT) + location.search;
}
