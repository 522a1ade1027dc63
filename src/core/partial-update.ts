/**
 * The partial-update engine: resolves settings, runs the request, reads the answer and swaps the
 * regions, firing the lifecycle events of docs/protocol.md (the path of one update: docs/architecture.md).
 */

import {
  CSRF_TOKEN_HEADER,
  PU_ERROR_HEADER,
  PU_REDIRECT_HEADER,
  PU_REQUESTED_URL_HEADER,
  PU_SESSION_EXPIRED_HEADER,
  SESSION_EXPIRED_MARKER,
} from '../protocol/partial-update.ts';
import { CONTAINER_DATA_ATTRIBUTES } from '../protocol/partial-update-markup.ts';
import { renewCsrfToken } from './csrf-token.ts';
import { type EngineConfig, engineConfigOf } from './engine-config.ts';
import {
  AbortedError,
  ContainerMissingError,
  ForeignRedirectError,
  HttpStatusError,
  PartialUpdateError,
  ServerReportedError,
  SessionExpiredError,
  TargetNotSpecifiedError,
  WidgetNotFoundError,
} from './errors.ts';
import { emit } from './events.ts';
import { captureFocus, restoreFocus } from './focus-keeper.ts';
import { findChangedForms } from './forms/change-tracker.ts';
import { findSubmitForm } from './forms/find-form.ts';
import { historyController } from './history-chunk.ts';
import { loadOnce } from './load-once.ts';
import { logUnlessAborted } from './log-unless-aborted.ts';
import { navigateWithinOrigin } from './page-navigation.ts';
import { buildRequest, type RequestContext } from './request-builder.ts';
import { RequestTracker } from './request-tracker.ts';
import { elementOrEmpty, extractElement, isMultiTargetResponse } from './response-parser.ts';
import { sameOriginUrl } from './same-origin.ts';
import {
  type PartialUpdateOptions,
  type PartialUpdateSettings,
  readElementOptions,
  resolveSettings,
  targetToMergeWith,
} from './settings.ts';
import type { StreamedSwap } from './stream/streamed-swap.ts';
import { swapRegions, untilContainersReturn } from './swapper.ts';
import type { TransportResponse } from './transport.ts';

// Lazy chunks loaded by the first update that needs them, then kept.
const sessionExpiry = loadOnce('session-expiry', () => import('./session-expiry.ts'));
const announcer = loadOnce('announcer', () => import('./announcer.ts'));
const multiTarget = loadOnce('multi-target', () => import('./stream/multi-target.ts'));

export interface PartialUpdateContext extends RequestContext {
  /** The engine options of the controller that started the update; else those around its region. */
  config?: EngineConfig;
}

export type PartialUpdateStatus = 'swapped' | 'cancelled' | 'blocked' | 'redirected' | 'reloaded';

export interface PartialUpdateResult {
  status: PartialUpdateStatus;
  settings: PartialUpdateSettings;
  /** The elements swapped in, in target order (empty unless status is 'swapped'). */
  elements: Element[];
  /** The server flagged its answer with PU-Error (the markup it sent is still shown). */
  serverError?: ServerReportedError;
}

const tracker = new RequestTracker();

/** Runs a partial update. Rejects with a PartialUpdateError; `onError` is called first. */
export async function partialUpdate(
  options: PartialUpdateOptions,
  context: PartialUpdateContext = {},
): Promise<PartialUpdateResult> {
  let settings: PartialUpdateSettings | undefined;
  try {
    settings = resolveFor(options);
    return await run(settings, context);
  } catch (error) {
    if (error instanceof PartialUpdateError) settings?.onError?.(error);
    throw error;
  }
}

/**
 * The simpler layer (docs/protocol.md): the same update, but a failure (non-200 status, missing
 * container or form, unparseable multi-target answer) is only logged, never thrown.
 */
export async function simplePartialUpdate(
  options: PartialUpdateOptions,
  context: PartialUpdateContext = {},
): Promise<PartialUpdateResult | null> {
  try {
    return await partialUpdate(options, context);
  } catch (error) {
    logUnlessAborted(error);
    return null;
  }
}

/** Aborts the pending request of a region and of every region inside it. */
export function abort(target: string): void {
  tracker.abortWithin(target);
}

/**
 * The settings of one update, resolved once: with `mergeWithTargetSettings`, the target container's
 * own settings are the layer under the options.
 */
function resolveFor(options: PartialUpdateOptions): PartialUpdateSettings {
  const layers = [options];
  const mergeFrom = targetToMergeWith(options);
  if (mergeFrom) {
    const container = document.getElementById(mergeFrom);
    if (!container) throw new WidgetNotFoundError(mergeFrom);
    layers.unshift(readElementOptions(container));
  }
  const settings = resolveSettings(...layers);
  if (settings.target.length === 0) throw new TargetNotSpecifiedError();
  return settings;
}

async function run(
  settings: PartialUpdateSettings,
  context: PartialUpdateContext,
): Promise<PartialUpdateResult> {
  const containers = settings.target.map((id) => {
    const container = document.getElementById(id);
    if (!container) throw new ContainerMissingError(id);
    return container;
  });
  const first = containers[0] as HTMLElement;
  const requestContext = withSubmitForm(settings, context);
  const config = context.config ?? engineConfigOf(first);

  const detection = config.formsChangesDetection;
  if (detection && !requestContext.form) {
    const changed = containers.flatMap((container) => findChangedForms(container));
    if (changed.length > 0) {
      detection(changed, settings);
      return { status: 'blocked', settings, elements: [] };
    }
  }

  if (!emit(first, 'fg:pu-start', { settings, source: context.source ?? null }, { cancelable: true })) {
    return { status: 'cancelled', settings, elements: [] };
  }

  const label = settings.target.join('+');
  const controller = tracker.begin(settings.target);
  // Several regions are swapped as their parts arrive (docs/protocol.md, "Streamed answers").
  const streamed =
    settings.target.length > 1
      ? multiTarget().then((chunk) => new chunk.StreamedSwap(settings, () => !controller.signal.aborted))
      : undefined;
  // From here on the update ends with fg:pu-complete, even when its address is refused: listeners
  // pair every fg:pu-start that was not cancelled with one fg:pu-complete.
  try {
    const request = buildRequest(settings, requestContext);
    if (request.body instanceof FormData)
      request.onUploadProgress = (loaded, total) => reportUpload(first, loaded, total);
    else if (streamed)
      request.onBodyProgress = (sofar, whole) => void streamed.then((swap) => swap.advance(sofar, whole));
    const answer = config.send(request, controller.signal, label, settings, config);
    // Once the request has left: marking many regions busy does not hold it back.
    setBusy(containers, true);
    const response = await answer;
    await untilContainersReturn(settings.target);
    // Newest wins: an answer is swapped only while no request for an overlapping region has started
    // since (which aborted this one) — not when it arrived late, nor when it waited for a container
    // that went missing.
    if (controller.signal.aborted) throw new AbortedError(label);
    const result = await handleResponse(settings, config, response, request.pageUrl, await streamed);
    if (settings.removeContainerWidgetData) removeWidgetData(settings.containerId);
    complete(settings, result.elements[0] ?? first, result.serverError);
    if (request.body instanceof FormData) {
      emit(requestContext.form ?? first, 'fg:upload-complete', { settings, aborted: false });
      requestContext.form?.dispatchEvent(new CustomEvent('uploadcomplete', { bubbles: true }));
    }
    return result;
  } catch (error) {
    const failure = error instanceof PartialUpdateError ? error : new PartialUpdateError(String(error));
    // All or nothing when it fails: the regions swapped as they arrived get their old content back.
    (await streamed?.catch(() => undefined))?.undo();
    complete(settings, first.isConnected ? first : document, failure);
    throw failure;
  } finally {
    tracker.finish(controller);
    // A region a newer request is loading stays busy.
    setBusy(
      containers.filter((container) => !tracker.isPending(container.id)),
      false,
    );
  }
}

function withSubmitForm(
  settings: PartialUpdateSettings,
  context: PartialUpdateContext,
): PartialUpdateContext {
  if (!settings.submitId || context.form) return context;
  const upload = document
    .getElementById(settings.submitId)
    ?.closest('form')
    ?.querySelector('input[type=file]');
  const { form, submitter } = findSubmitForm(settings.submitId, document, { upload: !!upload });
  return { ...context, form, submitter: context.submitter ?? submitter };
}

async function handleResponse(
  settings: PartialUpdateSettings,
  config: EngineConfig,
  response: TransportResponse,
  pageUrl: URL,
  streamed?: StreamedSwap,
): Promise<PartialUpdateResult> {
  renewCsrfToken(response.header(CSRF_TOKEN_HEADER));
  const redirect = response.header(PU_REDIRECT_HEADER);
  if (redirect) {
    if (navigateWithinOrigin(redirect) === null) throw new ForeignRedirectError(redirect);
    return { status: 'redirected', settings, elements: [] };
  }
  if (response.status !== 200 || !response.body.trim()) throw new HttpStatusError(response.status);
  // Only an answer with the header or the login path's name can mean it; the chunk decides.
  if (response.header(PU_SESSION_EXPIRED_HEADER) !== null || response.body.includes(SESSION_EXPIRED_MARKER)) {
    const { meansSessionExpired, reloadForExpiredSession } = await sessionExpiry();
    if (meansSessionExpired(response)) {
      if (!reloadForExpiredSession()) throw new SessionExpiredError(location.href);
      return { status: 'reloaded', settings, elements: [] };
    }
  }

  const single = settings.target[0] as string;
  const replacements =
    settings.target.length > 1 || isMultiTargetResponse(response.body)
      ? (await multiTarget()).replacementsIn(response.body, streamed?.endEarlySwaps() ?? settings.target)
      : [{ id: single, element: elementOrEmpty(extractElement(response.body, single), single) }];
  // Where the visitor leaves the page, before the new content changes its height (or its first region).
  const leftAt = streamed?.leftAt ?? window.scrollY;
  const focus = streamed?.focus ?? captureFocus();
  const swapped = swapRegions(replacements, settings);
  const last = swapped instanceof Promise ? await swapped : swapped;
  const elements = streamed?.inTargetOrder(replacements, last) ?? last;
  restoreFocus(focus, elements[0] ?? null);
  void Promise.all([config.updatedMessage(elements), announcer()])
    .then(([message, { announce }]) => announce(message))
    .catch(logUnlessAborted);

  const requestedUrl = response.header(PU_REQUESTED_URL_HEADER);
  const target = settings.target.join('+');
  const requestTarget = settings.requestTarget ?? target;
  // A server naming the address of a whole page it rendered (a form post's result in the global
  // target) asks for it in the history too; a region's answer alone leaves the address as it is.
  const namesPage = !!requestedUrl && requestTarget === config.globalTarget;
  if (settings.historyPopState || settings.alterHistory || namesPage || settings.rememberPagination) {
    // The history code is a lazy chunk, loaded by the first update that needs it.
    (await historyController()).settleHistory(settings, response, pageUrl, {
      url: (requestedUrl && sameOriginUrl(requestedUrl)) || pageUrl,
      requestTarget,
      target,
      globalTarget: config.globalTarget,
      leftAt,
      namesPage,
    });
  }
  const flag = response.header(PU_ERROR_HEADER);
  return {
    status: 'swapped',
    settings,
    elements,
    ...(flag && { serverError: new ServerReportedError(flag) }),
  };
}

/** `removeContainerWidgetData`: the container's own data was for one request only. */
function removeWidgetData(containerId: string | undefined): void {
  const container = containerId ? document.getElementById(containerId) : null;
  for (const name of CONTAINER_DATA_ATTRIBUTES) container?.removeAttribute(name);
}

function setBusy(containers: HTMLElement[], busy: boolean): void {
  for (const container of containers) {
    if (busy) container.setAttribute('aria-busy', 'true');
    else container.removeAttribute('aria-busy');
  }
}

function reportUpload(container: HTMLElement, loaded: number, total: number | null): void {
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  emit(container, 'fg:upload-progress', { loaded, total: total ?? 0, percent });
}

function complete(settings: PartialUpdateSettings, target: EventTarget, error?: PartialUpdateError): void {
  const aborted = error instanceof AbortedError;
  emit(target, 'fg:pu-complete', { settings, aborted, ...(error && { error }) });
}
