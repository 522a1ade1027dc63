/** Cases of live validation (docs/protocol.md "Live validation"). */
import {
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
  FORM_ID_PARAM,
  REQUESTED_WIDGETS_PARAM,
  VALIDATION_CONTEXT_PARAM,
  type ValidatedWidget,
} from '../../protocol/live-validation.ts';
import { bodyStart, type CaseContext, type ConformanceCase } from '../conformance-case.ts';
import { fieldEntries, type ShopAnswer } from '../shop-client.ts';
import { loadCsrfPage } from './visitor-steps.ts';

/** In the release post's values, replaced by a value of this run: a second run registers anew. */
const UNIQUE_PLACEHOLDER = '{unique}';

function withUniqueValues(fields: Record<string, string>): Record<string, string> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replaceAll(UNIQUE_PLACEHOLDER, unique)]),
  );
}

/** Calls made at once to see how a shop answers a parallel call on one context. */
const PARALLEL_CALLS = 6;

interface ValidationJson {
  error?: unknown;
  errorMessage?: unknown;
  data?: {
    validationContextId?: unknown;
    containerStatus?: unknown;
    requires?: unknown;
    widgets?: unknown;
  } | null;
}

async function validate(
  context: CaseContext,
  contextId: string,
  fields: Record<string, string>,
): Promise<ShopAnswer> {
  const { path, formId, widget } = context.manifest.validation!;
  return context.send({
    method: 'POST',
    path,
    headers: { Accept: 'application/json' },
    form: [
      [VALIDATION_CONTEXT_PARAM, contextId],
      [REQUESTED_WIDGETS_PARAM, widget],
      [FORM_ID_PARAM, formId],
      ...fieldEntries(fields),
    ],
  });
}

/** The JSON of an answer, after checking it is JSON. */
function readJson(context: CaseContext, answer: ShopAnswer): ValidationJson | null {
  const type = answer.headers['content-type'] ?? '';
  context.check('status 200', answer.status === 200, String(answer.status));
  context.check('Content-Type application/json', /^application\/json\b/i.test(type), type || '(none)');
  try {
    return JSON.parse(answer.body) as ValidationJson;
  } catch {
    context.check('a JSON body', false, bodyStart(answer.body));
    return null;
  }
}

function widgetOf(json: ValidationJson, widgetId: string): ValidatedWidget | undefined {
  const widgets = json.data?.widgets;
  return Array.isArray(widgets)
    ? (widgets as ValidatedWidget[]).find((widget) => widget?.widgetId === widgetId)
    : undefined;
}

function checkWidgetShape(context: CaseContext, widget: ValidatedWidget): void {
  const shape =
    typeof widget.widgetInputName === 'string' &&
    (typeof widget.widgetMessageId === 'string' || widget.widgetMessageId === null) &&
    (typeof widget.validatedValue === 'string' || widget.validatedValue === null) &&
    typeof widget.hasErrors === 'boolean' &&
    typeof widget.hasInfos === 'boolean' &&
    typeof widget.hasMessages === 'boolean' &&
    Array.isArray(widget.messages) &&
    typeof widget.keyedMessages === 'object' &&
    typeof widget.hasKeyedErrors === 'boolean';
  context.check('the widget has every field of the answer shape', shape, JSON.stringify(widget));
}

/** Opens a context with the invalid value; its id, or null. */
async function handshake(context: CaseContext): Promise<string | null> {
  const json = readJson(context, await validate(context, '', context.manifest.validation!.invalid));
  const id = json?.data?.validationContextId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** A fresh page with its token, and a context its handshake opened (checked): its id, or null. */
async function openedContext(context: CaseContext): Promise<string | null> {
  await loadCsrfPage(context);
  const id = await handshake(context);
  return context.check('the handshake opened a context', id !== null, String(id)) ? id : null;
}

function checkErrorCode(context: CaseContext, json: ValidationJson | null, code: string): void {
  const message = typeof json?.errorMessage === 'string' ? json.errorMessage : '';
  context.check(
    `error: true and an errorMessage beginning "Error ${code}"`,
    json?.error === true && message.startsWith(`Error ${code}`),
    `error: ${String(json?.error)}, errorMessage: ${message || '(none)'}`,
  );
}

export const validationCases: ConformanceCase[] = [
  {
    id: 'validation-field-errors',
    title: 'an invalid field: a new context, the widget with hasErrors and its messages',
    needs: 'validation',
    async run(context) {
      const { widget } = context.manifest.validation!;
      await loadCsrfPage(context);
      const json = readJson(context, await validate(context, '', context.manifest.validation!.invalid));
      if (!json) return;
      context.check('error: false', json.error === false, String(json.error));
      const id = json.data?.validationContextId;
      context.check('data.validationContextId: a new id', typeof id === 'string' && id !== '', String(id));
      context.check(
        'data.containerStatus: "invalid"',
        json.data?.containerStatus === 'invalid',
        String(json.data?.containerStatus),
      );
      context.check(
        'data.requires: a boolean',
        typeof json.data?.requires === 'boolean',
        String(json.data?.requires),
      );
      const answered = widgetOf(json, widget);
      if (!context.check(`a widget "${widget}"`, answered !== undefined, JSON.stringify(json.data?.widgets)))
        return;
      checkWidgetShape(context, answered!);
      context.check(
        'hasErrors: true with at least one message',
        answered!.hasErrors === true && answered!.messages.length > 0,
        JSON.stringify(answered!.messages),
      );
    },
  },
  {
    id: 'validation-ok',
    title: 'the same context with a valid value: no errors',
    needs: 'validation',
    async run(context) {
      const { widget, valid } = context.manifest.validation!;
      const id = await openedContext(context);
      if (id === null) return;
      const json = readJson(context, await validate(context, id, valid));
      if (!json) return;
      context.check('error: false', json.error === false, String(json.error));
      context.check(
        'the same validationContextId',
        json.data?.validationContextId === id,
        String(json.data?.validationContextId),
      );
      const answered = widgetOf(json, widget);
      context.check(
        `widget "${widget}": hasErrors false, no messages`,
        answered?.hasErrors === false && answered.messages.length === 0,
        JSON.stringify(answered),
      );
    },
  },
  {
    id: 'validation-error-01',
    title: 'an unknown validation context: Error 01',
    needs: 'validation',
    async run(context) {
      await loadCsrfPage(context);
      const json = readJson(
        context,
        await validate(context, 'fg-conformance-unknown-context', context.manifest.validation!.valid),
      );
      checkErrorCode(context, json, ERROR_CODE_CONTEXT_LOST);
    },
  },
  {
    id: 'validation-error-02',
    title: 'parallel calls on one context: each is answered, or refused with Error 02',
    needs: 'validation',
    async run(context) {
      const id = await openedContext(context);
      if (id === null) return;
      const valid = context.manifest.validation!.valid;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_CALLS }, () => validate(context, id, valid)),
      );
      const outcomes = answers.map((answer) => {
        try {
          const json = JSON.parse(answer.body) as ValidationJson;
          return json.error === false ? 'answered' : String(json.errorMessage);
        } catch {
          return `status ${answer.status}: ${bodyStart(answer.body, 40)}`;
        }
      });
      context.check(
        `every call answered or refused with "Error ${ERROR_CODE_PARALLEL_CALL}"`,
        outcomes.every(
          (outcome) => outcome === 'answered' || outcome.startsWith(`Error ${ERROR_CODE_PARALLEL_CALL}`),
        ),
        outcomes.join(' | '),
      );
    },
  },
  {
    id: 'validation-error-04',
    title: 'a context released by its form post: Error 04',
    needs: 'validation.release',
    async run(context) {
      const { release, valid } = context.manifest.validation!;
      const id = await openedContext(context);
      if (id === null) return;
      const released = await context.send({
        method: 'POST',
        path: release!.path,
        form: { ...withUniqueValues(release!.fields), [VALIDATION_CONTEXT_PARAM]: id },
      });
      context.check(
        'the releasing post is accepted (2xx or 303)',
        released.status < 300 || released.status === 303,
        String(released.status),
      );
      checkErrorCode(
        context,
        readJson(context, await validate(context, id, valid)),
        ERROR_CODE_FORM_STATE_GONE,
      );
    },
  },
];
