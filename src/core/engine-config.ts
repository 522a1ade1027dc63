/** Page-wide engine options, set by the `<fg-partial-update>` controller or by `configure()`. */
import { loadOnce } from './load-once.ts';
import type { PartialUpdateSettings } from './settings.ts';

export interface EngineConfig {
  /** The controller's global target: history records `pu` only for updates of other regions. */
  globalTarget: string | null;
  /**
   * Forms-changes detection: when set, a refresh of a region holding a changed form is not run;
   * this callback is called with the changed forms instead.
   */
  formsChangesDetection: ((forms: HTMLFormElement[], settings: PartialUpdateSettings) => void) | null;
  /** Links to paths starting with this prefix (the file browser) are never partial updates. */
  fileBrowserPrefix: string | null;
  /**
   * Text announced to screen readers after a swap of these regions: a region's own
   * `data-pu-announce` text, else "content updated" in the page's language. Empty: nothing.
   */
  updatedMessage: (regions: Element[]) => string | Promise<string>;
}

const regionUpdatedTexts = loadOnce('region-updated-texts', () => import('../i18n/region-updated-texts.ts'));

export const engineConfig: EngineConfig = {
  globalTarget: null,
  formsChangesDetection: null,
  fileBrowserPrefix: null,
  updatedMessage: (regions) =>
    regions.find((region) => region.hasAttribute('data-pu-announce'))?.getAttribute('data-pu-announce') ??
    // The ten translations are a lazy chunk: the announcement waits a moment anyway.
    regionUpdatedTexts().then((texts) => texts.regionUpdatedText(document.documentElement.lang)),
};

export function configure(options: Partial<EngineConfig>): void {
  Object.assign(engineConfig, options);
}
