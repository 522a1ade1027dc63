/**
 * `pu-*` attributes of a component element mirror the `data-pu-*` settings
 * (`pu-target="delivery+summary"` ≙ `data-pu-target`), read with the same parser.
 */
import { findSubmitForm, type SubmitForm } from '../src/core/forms/find-form.ts';
import { serializeForm } from '../src/core/forms/serialize-form.ts';
import { type PartialUpdateOptions, parseAttributeValues, parseData } from '../src/core/settings.ts';
import { kebabToCamel } from '../src/protocol/partial-update-markup.ts';

const PU_PREFIX = 'pu-';

/** The options the element's pu-* attributes describe, with `values` added to their data; null if none. */
export function readPuOptions(element: Element, values: [string, string][]): PartialUpdateOptions | null {
  const raw: Record<string, string> = {};
  for (const name of element.getAttributeNames()) {
    if (name.startsWith(PU_PREFIX))
      raw[kebabToCamel(name.slice(PU_PREFIX.length))] = element.getAttribute(name) ?? '';
  }
  if (Object.keys(raw).length === 0) return null;
  const options = parseAttributeValues(raw);
  return { ...options, data: [...parseData(options.data ?? []), ...values] };
}

/** The update a committed value runs: readPuOptions, and the form `pu-submit-id` names sent with it. */
export function readCommitOptions(element: Element, values: [string, string][]): PartialUpdateOptions | null {
  const options = readPuOptions(element, values);
  return options && { ...options, ...withSubmittedForm(options, values) };
}

/**
 * With `pu-submit-id` the whole form goes along (a filter's other fields), and a committed value
 * takes the place of the form's field of the same name: that field may still hold the previous
 * value (a component's hidden input renders after the commit), and a name sent twice is
 * ambiguous to a server. A form with files is left to the engine, which sends them as multipart.
 */
function withSubmittedForm(
  options: PartialUpdateOptions,
  values: [string, string][],
): Pick<PartialUpdateOptions, 'data' | 'dataMerge'> {
  const data = options.data as [string, string][];
  // `pu-data-merge="false"` asks for the values instead of the form: the engine does that as it is.
  if (options.dataMerge === false) return { data };
  // As the engine reads `submitId`: a form, or a submit button whose form is sent as clicked by it.
  const submit = options.submitId ? namedForm(options.submitId) : null;
  if (!submit) return { data };
  const { entries, multipart } = serializeForm(submit.form, submit.submitter);
  if (multipart) return { data };
  const committed = new Set(values.map(([name]) => name));
  const fields = entries.filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !committed.has(entry[0]),
  );
  // dataMerge false: the engine sends these pairs instead of serializing the form again.
  return { data: [...fields, ...data], dataMerge: false };
}

/** The form `submitId` names; none: the engine reports the missing form when it runs the update. */
function namedForm(submitId: string): SubmitForm | null {
  try {
    return findSubmitForm(submitId, document, { upload: false });
  } catch {
    return null;
  }
}
