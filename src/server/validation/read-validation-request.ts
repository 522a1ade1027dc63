/** Reads a live-validation call (form-encoded body, already parsed by the server) into a typed request. */
import { type ParamsInput, readParamValues } from '../request-input.ts';
import {
  FORM_ID_PARAM,
  LAYOUT_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_CONTEXT_PARAM,
} from './constants.ts';

export interface ValidationRequest {
  /** Empty when the client asks for a new context (handshake). */
  contextId: string;
  requestedWidgets: string[];
  formId: string;
  layoutContext: string | null;
  /** The form's own fields (the call's parameters removed), every value of each. */
  fields: Map<string, string[]>;
}

const CALL_PARAMS = new Set([
  VALIDATION_CONTEXT_PARAM,
  REQUESTED_WIDGETS_PARAM,
  FORM_ID_PARAM,
  LAYOUT_CONTEXT_PARAM,
]);

function names(params: ParamsInput): string[] {
  return params instanceof URLSearchParams ? [...new Set(params.keys())] : Object.keys(params);
}

function first(params: ParamsInput, name: string): string {
  return readParamValues(params, name)?.[0] ?? '';
}

export function readValidationRequest(params: ParamsInput): ValidationRequest {
  const fields = new Map<string, string[]>();
  for (const name of names(params)) {
    if (CALL_PARAMS.has(name)) continue;
    const values = readParamValues(params, name);
    if (values) fields.set(name, [...values]);
  }
  const widgets = (readParamValues(params, REQUESTED_WIDGETS_PARAM) ?? []).filter((id) => id !== '');
  return {
    contextId: first(params, VALIDATION_CONTEXT_PARAM),
    requestedWidgets: [...new Set(widgets)],
    formId: first(params, FORM_ID_PARAM),
    layoutContext: first(params, LAYOUT_CONTEXT_PARAM) || null,
    fields,
  };
}
