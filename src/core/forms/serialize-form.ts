/**
 * Serializes a form for a partial-update submit: the name/value pairs the browser itself would
 * submit, in document order, adjusted to the wire contract (docs/protocol.md): `formId` is stripped,
 * `frm.`-prefixed fields keep their names, a file field that takes several files gets a `[]` suffix
 * (whatever the number chosen), and the request is multipart when the form has a file input or asks
 * for multipart encoding.
 */
import { FORM_ID_FIELD } from '../../protocol/partial-update.ts';

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

function fileInputs(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.elements].filter(
    (control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === 'file',
  );
}

function isMultipart(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const enctype = submitter?.getAttribute('formenctype') ?? form.enctype;
  return enctype.toLowerCase() === MULTIPART || fileInputs(form).length > 0;
}

/**
 * A file field takes several files when its input is `multiple` or several inputs share its name.
 * Read from the inputs, not from the files chosen: the name is the same with none, one or several.
 */
function takesSeveralFiles(inputs: HTMLInputElement[], name: string): boolean {
  const named = inputs.filter((input) => input.name === name);
  return named.length > 1 || named.some((input) => input.multiple);
}

/**
 * Name/value pairs of `form` as submitted by `submitter` (a clicked button, whose own
 * name=value goes along unless it is disabled). Disabled controls and other buttons are never sent.
 */
export function serializeForm(form: HTMLFormElement, submitter: HTMLElement | null = null): SerializedForm {
  const entries = formDataEntries(form, submitter).filter(([name]) => name !== FORM_ID_FIELD);
  const inputs = fileInputs(form);
  return {
    entries: entries.map(([name, value]): [string, string | File] => {
      const suffixed =
        typeof value !== 'string' && !name.endsWith(MULTI_VALUE_SUFFIX) && takesSeveralFiles(inputs, name);
      return [suffixed ? name + MULTI_VALUE_SUFFIX : name, value];
    }),
    multipart: isMultipart(form, submitter),
  };
}
