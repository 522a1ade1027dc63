/**
 * Serializes a form for a partial-update submit: the name/value pairs the browser itself would
 * submit, in document order, adjusted to the wire contract (DESIGN.md): `formId` is stripped,
 * `frm.`-prefixed fields keep their names, a multi-value file field gets a `[]` suffix, and the
 * request is multipart when the form has a file input or asks for multipart encoding.
 */
import { STRIPPED_FORM_FIELD } from '../constants.ts';

export interface SerializedForm {
  entries: Array<[string, string | File]>;
  multipart: boolean;
}

const MULTIPART = 'multipart/form-data';
const MULTI_VALUE_SUFFIX = '[]';

let nativeSubmitterSupport: boolean | undefined;

/** Older engines silently ignore FormData's submitter argument: find out once. */
function supportsSubmitterArgument(): boolean {
  if (nativeSubmitterSupport === undefined) {
    const form = document.createElement('form');
    const button = form.appendChild(document.createElement('button'));
    button.name = 'probe';
    try {
      nativeSubmitterSupport = new FormData(form, button).has('probe');
    } catch {
      nativeSubmitterSupport = false;
    }
  }
  return nativeSubmitterSupport;
}

/** The pairs a clicked button adds: name=value, or name.x/name.y for an image button. */
function submitterEntries(submitter: HTMLElement): Array<[string, string]> {
  const name = submitter.getAttribute('name') ?? '';
  if (submitter instanceof HTMLInputElement && submitter.type === 'image') {
    const prefix = name ? `${name}.` : '';
    return [
      [`${prefix}x`, '0'],
      [`${prefix}y`, '0'],
    ];
  }
  if (!name) return [];
  const value = 'value' in submitter ? String(submitter.value) : (submitter.getAttribute('value') ?? '');
  return [[name, value]];
}

function formDataEntries(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Array<[string, FormDataEntryValue]> {
  if (!submitter || submitter.matches(':disabled')) return [...new FormData(form)];
  if (supportsSubmitterArgument()) {
    try {
      return [...new FormData(form, submitter)];
    } catch {
      // Not a submit button of this form (e.g. type="button"): its pair is appended below.
    }
  }
  return [...new FormData(form), ...submitterEntries(submitter)];
}

function isMultipart(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const enctype = submitter?.getAttribute('formenctype') ?? form.enctype;
  if (enctype.toLowerCase() === MULTIPART) return true;
  return [...form.elements].some((control) => control instanceof HTMLInputElement && control.type === 'file');
}

/**
 * Name/value pairs of `form` as submitted by `submitter` (a clicked button, whose own
 * name=value goes along unless it is disabled). Disabled controls and other buttons are never sent.
 */
export function serializeForm(form: HTMLFormElement, submitter: HTMLElement | null = null): SerializedForm {
  const entries = formDataEntries(form, submitter).filter(([name]) => name !== STRIPPED_FORM_FIELD);
  const fileCounts = new Map<string, number>();
  for (const [name, value] of entries) {
    if (typeof value !== 'string') fileCounts.set(name, (fileCounts.get(name) ?? 0) + 1);
  }
  return {
    entries: entries.map(([name, value]): [string, string | File] => {
      const multiValueFile =
        typeof value !== 'string' && (fileCounts.get(name) ?? 0) > 1 && !name.endsWith(MULTI_VALUE_SUFFIX);
      return [multiValueFile ? name + MULTI_VALUE_SUFFIX : name, value];
    }),
    multipart: isMultipart(form, submitter),
  };
}
