/** Loads Google Tag Manager containers, each at most once per page (docs/consent.md). */
import { externalScript } from '../../toolkit/inserted-scripts.ts';
import { TAG_CONTAINER_PLACEHOLDER, TAG_MANAGER_URL } from './consent-constants.ts';
import { tagContainerNotSetMessage } from './consent-messages.ts';

export type TagContainerKind = 'analytics' | 'marketing' | 'single';

/** Puts a script into the page; injectable so tests can watch it without touching the network. */
export type ScriptInserter = (script: HTMLScriptElement) => void;

// Container ids are letters, digits and dashes (GTM-XXXX); anything else is treated as not set.
const CONTAINER_ID = /^[A-Z][A-Z\d]*-[A-Z\d]+$/i;

export class TagContainers {
  private readonly loaded = new Set<string>();
  private readonly reported = new Set<TagContainerKind>();

  constructor(
    private readonly doc: Document,
    private readonly insertScript: ScriptInserter,
  ) {}

  /** Loads the container unless it already was; a missing or placeholder id is logged once instead. */
  load(kind: TagContainerKind, id: string | null): boolean {
    if (!id || id === TAG_CONTAINER_PLACEHOLDER || !CONTAINER_ID.test(id)) {
      if (!this.reported.has(kind)) console.error(tagContainerNotSetMessage(kind));
      this.reported.add(kind);
      return false;
    }
    if (this.loaded.has(id)) return false;
    this.loaded.add(id);
    const win = this.doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
    if (win) {
      win.dataLayer ??= [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    this.insertScript(externalScript(this.doc, TAG_MANAGER_URL + encodeURIComponent(id)));
    return true;
  }
}
