/**
 * The live-validation answer (docs/validation.md) and its defensive parser: anything that is not
 * this shape becomes a MalformedValidationResponseError with the reason, never a crash later on.
 * The shape is the wire contract's, shared with the server helper.
 */
import type { ValidatedWidget, ValidationData } from '../../protocol/live-validation.ts';
import { MalformedValidationResponseError } from './errors.ts';

export type { ValidatedWidget, ValidationData };

export type ValidationResponse =
  | { error: false; errorMessage: string | null; data: ValidationData }
  | { error: true; errorMessage: string; data: ValidationData | null };

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(reason: string): never {
  throw new MalformedValidationResponseError(reason);
}

function readString(source: Json, key: string, where: string, fallback?: string): string {
  const value = source[key];
  if (typeof value === 'string') return value;
  if (value === undefined && fallback !== undefined) return fallback;
  return fail(`${where}.${key} is not a string`);
}

function readNullableString(source: Json, key: string, where: string): string | null {
  const value = source[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fail(`${where}.${key} is not a string`);
}

function readBoolean(source: Json, key: string, where: string, fallback?: boolean): boolean {
  const value = source[key];
  if (typeof value === 'boolean') return value;
  if (value === undefined && fallback !== undefined) return fallback;
  return fail(`${where}.${key} is not true or false`);
}

function readStringList(source: Json, key: string, where: string): string[] {
  const value = source[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return fail(`${where}.${key} is not a list of texts`);
  }
  return value as string[];
}

function readStringRecord(source: Json, key: string, where: string): Record<string, string> {
  const value = source[key];
  if (value === undefined || value === null) return {};
  if (!isObject(value) || Object.values(value).some((item) => typeof item !== 'string')) {
    return fail(`${where}.${key} is not an object of texts`);
  }
  return { ...(value as Record<string, string>) };
}

function parseWidget(value: unknown, index: number): ValidatedWidget {
  const where = `data.widgets[${index}]`;
  if (!isObject(value)) return fail(`${where} is not an object`);
  const messages = readStringList(value, 'messages', where);
  const keyedMessages = readStringRecord(value, 'keyedMessages', where);
  return {
    widgetId: readString(value, 'widgetId', where),
    widgetInputName: readString(value, 'widgetInputName', where),
    widgetMessageId: readNullableString(value, 'widgetMessageId', where),
    validatedValue: readNullableString(value, 'validatedValue', where),
    hasErrors: readBoolean(value, 'hasErrors', where),
    hasInfos: readBoolean(value, 'hasInfos', where, false),
    hasMessages: readBoolean(
      value,
      'hasMessages',
      where,
      messages.length > 0 || Object.keys(keyedMessages).length > 0,
    ),
    messages,
    keyedMessages,
    hasKeyedErrors: readBoolean(value, 'hasKeyedErrors', where, false),
  };
}

function parseData(value: unknown): ValidationData {
  if (!isObject(value)) return fail('data is not an object');
  const widgets = value.widgets ?? [];
  if (!Array.isArray(widgets)) return fail('data.widgets is not a list');
  return {
    validationContextId: readString(value, 'validationContextId', 'data'),
    containerStatus: readString(value, 'containerStatus', 'data', ''),
    requires: readBoolean(value, 'requires', 'data', true),
    widgets: widgets.map(parseWidget),
  };
}

/** Parses the body of a validation answer; throws MalformedValidationResponseError with the reason. */
export function parseValidationResponse(text: string): ValidationResponse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(text.trim() === '' ? 'the body is empty' : 'the body is not JSON');
  }
  if (!isObject(parsed)) return fail('the body is not a JSON object');
  const error = readBoolean(parsed, 'error', 'answer');
  const errorMessage = readNullableString(parsed, 'errorMessage', 'answer');
  if (error) {
    const data = parsed.data === undefined || parsed.data === null ? null : parseData(parsed.data);
    return { error: true, errorMessage: errorMessage ?? '', data };
  }
  return { error: false, errorMessage, data: parseData(parsed.data) };
}

/** The two-digit code of an `Error NN ...` message, or null. */
export function errorCodeOf(message: string): string | null {
  return /^\s*Error\s+(\d{2})\b/.exec(message)?.[1] ?? null;
}
