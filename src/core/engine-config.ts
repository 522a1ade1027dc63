/**
 * The engine's options. Each `<fg-partial-update>` owns its own and passes them to every update it
 * runs, so two controllers on one page never overwrite each other; an update started from code (or
 * by a behaviour) takes the options of the controller around its region.
 */
import { loadOnce } from './load-once.ts';
import type { PartialUpdateSettings } from './settings.ts';

/** The controller's tag; its `target` attribute is part of its options. */
export const CONTROLLER_TAG = 'fg-partial-update';

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
}

/** What code may set on a controller (`controller.configure(...)`); the global target is its attribute. */
export type EngineOptions = Pick<EngineConfig, 'formsChangesDetection' | 'updatedMessage'>;

/** An upgraded controller: it hands out its options. */
export interface ConfiguredController extends Element {
  readonly engineConfig: EngineConfig;
}

const regionUpdatedTexts = loadOnce('region-updated-texts', () => import('../i18n/region-updated-texts.ts'));

const DEFAULT_ENGINE_OPTIONS: EngineOptions = {
  formsChangesDetection: null,
  updatedMessage: (regions) =>
    regions.find((region) => region.hasAttribute('data-pu-announce'))?.getAttribute('data-pu-announce') ??
    // The ten translations are a lazy chunk: the announcement waits a moment anyway.
    regionUpdatedTexts().then((texts) => texts.regionUpdatedText(document.documentElement.lang)),
};

/** The options a controller element stands for: its own over the defaults, and its global target. */
export function engineConfigFrom(controller: Element | null, own: Partial<EngineOptions> = {}): EngineConfig {
  return { ...DEFAULT_ENGINE_OPTIONS, ...own, globalTarget: controller?.getAttribute('target') || null };
}

/**
 * The options of the controller around `element` (else of the page's first controller): for updates
 * that no controller started. Without any controller, the defaults.
 */
export function engineConfigOf(element: Element | null): EngineConfig {
  const controller = element?.closest(CONTROLLER_TAG) ?? document.querySelector(CONTROLLER_TAG);
  return (controller as Partial<ConfiguredController> | null)?.engineConfig ?? engineConfigFrom(controller);
}
