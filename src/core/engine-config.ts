/**
 * The engine's options. Each `<fg-partial-update>` owns its own and passes them to every update it
 * runs, so two controllers on one page never overwrite each other; an update started from code (or
 * by a behaviour) takes the options of the controller around its region.
 */
import { CONTROLLER_TAG } from '../protocol/partial-update-markup.ts';
import { loadOnce } from './load-once.ts';
import type { PartialUpdateSettings } from './settings.ts';
import { send, type TransportRequest, type TransportResponse } from './transport.ts';

/** How an update's request is sent: the transport, or a layer around it. */
export type EngineSend = (
  request: TransportRequest,
  signal: AbortSignal,
  label: string,
  settings: PartialUpdateSettings,
  config: EngineConfig,
) => Promise<TransportResponse>;

/** A lazy part of the engine around the send it is given (delivery, the answer cache). */
export type SendLayer = (inner: EngineSend) => EngineSend;

export interface EngineConfig {
  /** The controller's global target: history records `pu` only for updates of other regions. */
  globalTarget: string | null;
  /**
   * Forms-changes detection: when set, a refresh of a region holding a changed form is not run;
   * this callback is called with the changed forms instead.
   */
  formsChangesDetection: ((forms: HTMLFormElement[], settings: PartialUpdateSettings) => void) | null;
  /**
   * Text announced to screen readers after a swap of these regions: a region's own
   * `data-pu-announce` text, else "content updated" in the page's language. Empty: nothing.
   */
  updatedMessage: (regions: Element[]) => string | Promise<string>;
  /**
   * How the controller's updates are sent. Set through `configure` it is the base transport (by
   * default transport.ts); the controller puts its layers around it (docs/architecture.md).
   */
  send: EngineSend;
}

/** What code may set on a controller (`controller.configure(...)`); the global target is its attribute. */
export type EngineOptions = Pick<EngineConfig, 'formsChangesDetection' | 'updatedMessage' | 'send'>;

/**
 * The lazy parts of the engine around a controller's base send, set through `configure` as they
 * load: the answer cache (by prefetch), and delivery's `layered`, which puts the layers around the
 * base send in their one order, whichever loaded first (delivery/start-delivery.ts). Until the
 * delivery chunk is there, the base send alone.
 */
export interface SendLayers {
  answerCache: SendLayer;
  layered: (options: EngineOptions & Partial<SendLayers>) => EngineSend;
}

/** An upgraded controller: it hands out its options. */
export interface ConfiguredController extends Element {
  readonly engineConfig: EngineConfig;
}

const regionUpdatedTexts = loadOnce('region-updated-texts', () => import('../i18n/region-updated-texts.ts'));

const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  formsChangesDetection: null,
  send,
  updatedMessage: (regions) =>
    regions.find((region) => region.hasAttribute('data-pu-announce'))?.getAttribute('data-pu-announce') ??
    // The ten translations are a lazy chunk: the announcement waits a moment anyway.
    regionUpdatedTexts().then((texts) => texts.regionUpdatedText(document.documentElement.lang)),
};

/** The options a controller element stands for: its own over the defaults, its layers, its global target. */
export function engineConfigFrom(
  controller: Element | null,
  own: Partial<EngineOptions & SendLayers> = {},
): EngineConfig {
  const options = { ...DEFAULT_ENGINE_OPTIONS, ...own };
  return {
    ...options,
    send: options.layered?.(options) ?? options.send,
    globalTarget: controller?.getAttribute('target') || null,
  };
}

/**
 * The options of the controller around `element` (else of the page's first controller): for updates
 * that no controller started. Without any controller, the defaults.
 */
export function engineConfigOf(element: Element | null): EngineConfig {
  const controller = element?.closest(CONTROLLER_TAG) ?? document.querySelector(CONTROLLER_TAG);
  return (controller as Partial<ConfiguredController> | null)?.engineConfig ?? engineConfigFrom(controller);
}
