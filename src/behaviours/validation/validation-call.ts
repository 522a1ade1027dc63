/** One validation call: the form-encoded body from the latest field values, the POST and the parsed answer. */
import { ENCRYPT_KEY_URL_ATTRIBUTE } from '../../protocol/behaviour-markup.ts';
import { markedFields } from '../encryption/encrypted-values.ts';
import { encryptionChunk } from '../encryption/index.ts';
import {
  FORM_ID_PARAM,
  LAYOUT_CONTEXT_ATTRIBUTE,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_CONTEXT_PARAM,
} from './constants.ts';
import { formFieldEntries, formIdOf } from './form-widgets.ts';
import { postValidation } from './validation-request.ts';
import { parseValidationResponse, type ValidationResponse } from './validation-response.ts';
import { validationUrl } from './validation-url.ts';

/** The body of a call: fields, context id, one entry per requested widget, form id, layout context. */
export async function buildValidationBody(
  form: HTMLFormElement,
  contextId: string,
  widgets: string[],
): Promise<URLSearchParams> {
  let entries = formFieldEntries(form);
  // Fields marked for encryption travel encrypted here too; without a key nothing is sent at all.
  // Their values are read now, with the others: the call carries them even if the visitor types on.
  if (form.hasAttribute(ENCRYPT_KEY_URL_ATTRIBUTE)) {
    const values = markedFields(form).map((field) => [field, field.value] as const);
    const { encryptFormEntries } = await encryptionChunk();
    entries = await encryptFormEntries(form, entries, values);
  }
  const body = new URLSearchParams(entries);
  body.append(VALIDATION_CONTEXT_PARAM, contextId);
  for (const widget of widgets) body.append(REQUESTED_WIDGETS_PARAM, widget);
  body.append(FORM_ID_PARAM, formIdOf(form));
  const layout = form.getAttribute(LAYOUT_CONTEXT_ATTRIBUTE);
  if (layout) body.append(LAYOUT_CONTEXT_PARAM, layout);
  return body;
}

/** Sends the call; rejects with a ValidationError (HTTP failure, malformed answer, refused address). */
export async function sendValidationCall(
  form: HTMLFormElement,
  contextId: string,
  widgets: string[],
  location: Location | URL,
): Promise<ValidationResponse> {
  const url = validationUrl(form, location);
  const body = await buildValidationBody(form, contextId, widgets);
  const reply = await postValidation(url, body);
  return parseValidationResponse(reply.text);
}
