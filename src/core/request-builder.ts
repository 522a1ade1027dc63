/** Builds the HTTP request of a partial update from its settings: the wire contract of docs/protocol.md. */
import { CSRF_TOKEN_HEADER, PU_REQUEST_HEADER, PU_UI_EVENT_HEADER } from '../protocol/partial-update.ts';
import { csrfToken } from './csrf-token.ts';
import { InvalidSettingError } from './errors.ts';
import { clearHintTexts } from './forms/hint-text.ts';
import { serializeForm } from './forms/serialize-form.ts';
import { appendMarkers } from './request-markers.ts';
import { movedToThisOrigin } from './same-origin.ts';
import type { PartialUpdateSettings } from './settings.ts';
import type { TransportRequest } from './transport.ts';

export interface RequestContext {
  form?: HTMLFormElement | null;
  submitter?: HTMLElement | null;
  /** The link (or element with an href) that started the update. */
  source?: Element | null;
}

export interface BuiltRequest extends TransportRequest {
  /** The address the user asked for, without the `_pu_*` markers: what history records. */
  pageUrl: URL;
}

export function buildRequest(settings: PartialUpdateSettings, context: RequestContext): BuiltRequest {
  const { form, submitter } = context;
  const address = settings.url ?? formAction(form, submitter) ?? linkAddress(context.source) ?? location.href;
  // Resolved once; the transport requests this very URL (never its path, resolved again).
  const pageUrl = movedToThisOrigin(address);
  if (pageUrl === null) throw new InvalidSettingError('url', address, 'an http(s) address of this site');

  const fields: [string, string | File][] = [];
  let multipart = false;
  if (form && (settings.dataMerge || settings.data.length === 0)) {
    clearHintTexts(form);
    const serialized = serializeForm(form, submitter ?? null);
    fields.push(...serialized.entries);
    multipart = serialized.multipart;
  }
  fields.push(...settings.data);
  const omitted = new Set(settings.omit);
  const params = fields.filter(([name]) => !omitted.has(name));

  const method = form && !declaresGet(form, submitter) ? 'POST' : 'GET';
  const requestUrl = new URL(pageUrl);
  let body: FormData | URLSearchParams | null = null;
  if (method === 'GET') {
    for (const [name, value] of params) {
      if (typeof value === 'string') requestUrl.searchParams.append(name, value);
    }
    if (form) pageUrl.search = requestUrl.search;
  } else if (multipart) {
    const formData = new FormData();
    for (const [name, value] of params) formData.append(name, value);
    body = formData;
  } else {
    body = new URLSearchParams(
      params.filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  }
  appendMarkers(requestUrl.searchParams, settings);

  return {
    method,
    url: requestUrl,
    pageUrl,
    headers: buildHeaders(settings, method),
    body,
    timeout: settings.timeout,
    noCache: settings.clearCache,
  };
}

function buildHeaders(settings: PartialUpdateSettings, method: 'GET' | 'POST'): Record<string, string> {
  const headers: Record<string, string> = { ...settings.headers, Accept: 'text/html' };
  headers[PU_REQUEST_HEADER] = '1';
  if (settings.uiEvent) headers[PU_UI_EVENT_HEADER] = '1';
  if (method === 'POST') {
    const token = csrfToken();
    if (token) headers[CSRF_TOKEN_HEADER] = token;
  }
  return headers;
}

function formAction(form: HTMLFormElement | null | undefined, submitter: HTMLElement | null | undefined) {
  if (!form) return null;
  return submitter?.getAttribute('formaction') || form.getAttribute('action') || null;
}

/** POST for form submits, unless the form (or its button) explicitly declares method="get". */
function declaresGet(form: HTMLFormElement, submitter: HTMLElement | null | undefined): boolean {
  const method = submitter?.getAttribute('formmethod') ?? form.getAttribute('method');
  return method?.toLowerCase() === 'get';
}

function linkAddress(source: Element | null | undefined): string | null {
  if (!source) return null;
  if (source instanceof HTMLAnchorElement || source instanceof HTMLAreaElement)
    return source.getAttribute('href');
  return null;
}
