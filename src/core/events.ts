/**
 * Every event the library dispatches: `fg:` + kebab-case, bubbling and composed, typed through
 * HTMLElementEventMap. Other layers add no event names of their own: they are all listed here.
 */
import type { PartialUpdateError } from './errors.ts';
import type { PartialUpdateSettings } from './settings.ts';

export interface PartialUpdateStartDetail {
  settings: PartialUpdateSettings;
  /** The element whose event started the update (link, form, button, component), if any. */
  source: Element | null;
}
export interface BeforeReplaceDetail {
  targetId: string;
  /** The element about to be swapped in; listeners may adjust it. */
  newElement: Element;
}
export interface AfterReplaceDetail {
  targetId: string;
  newElement: Element;
}
export interface PartialUpdateCompleteDetail {
  settings: PartialUpdateSettings;
  /** Set when the update failed or was aborted; absent on success. */
  error?: PartialUpdateError;
  aborted: boolean;
}
export interface UploadProgressDetail {
  loaded: number;
  total: number;
  /** 0 to 100, or null when the total is unknown. */
  percent: number | null;
}
export interface FormChangedDetail {
  form: HTMLFormElement;
  changed: boolean;
}
export interface ProcessStateDetail {
  token: string;
  message: string;
  progress: number;
}
export interface PushDetail {
  event: string;
  data?: unknown;
}
export interface PopupStateDetail {
  state: 'closed' | 'loading' | 'opened';
  trigger: Element | null;
}
export interface ConfirmResultDetail {
  confirmed: boolean;
}
export interface ConsentChangeDetail {
  level: number;
}
export interface ValidationDetail {
  form: HTMLFormElement;
  hasErrors: boolean;
}
export interface PaginationDetail {
  url: string;
  mode: 'append' | 'replace';
}
export interface CollapseToggleDetail {
  open: boolean;
}
/** Caret and selection of a text field. */
export interface TextSelection {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}
/**
 * The focus a swap could not place: the element with its id was gone, because a component was
 * taking the markup over. Told on the region swapped in; that component places it once rendered.
 */
export interface FocusUnplacedDetail {
  id: string;
  selection: TextSelection | null;
}
/** A component element has rendered for the first time (docs/elements.md, "When an element upgrades"). */
export interface UpgradedDetail {
  id: string;
}

/**
 * Work the page has begun — a lazy chunk loading, a component element upgrading — named for a
 * reader, and the promise that settles when it ends (docs/settled.md). Told on the document.
 */
export type BusyDetail = [what: string, work: Promise<unknown>];
/** The page went from busy to settled (docs/settled.md). */
export type SettledDetail = null;

export interface StorefrontEventDetails {
  'fg:pu-start': PartialUpdateStartDetail;
  'fg:pu-before-replace': BeforeReplaceDetail;
  'fg:pu-after-replace': AfterReplaceDetail;
  'fg:pu-complete': PartialUpdateCompleteDetail;
  'fg:upload-progress': UploadProgressDetail;
  'fg:upload-complete': PartialUpdateCompleteDetail;
  'fg:form-changed': FormChangedDetail;
  'fg:process-state': ProcessStateDetail;
  'fg:push': PushDetail;
  'fg:popup-state': PopupStateDetail;
  'fg:confirm-result': ConfirmResultDetail;
  'fg:consent-change': ConsentChangeDetail;
  'fg:validation-start': ValidationDetail;
  'fg:validation-complete': ValidationDetail;
  'fg:pagination-load': PaginationDetail;
  'fg:pagination-complete': PaginationDetail;
  'fg:collapse-toggle': CollapseToggleDetail;
  'fg:upgraded': UpgradedDetail;
  'fg:focus-unplaced': FocusUnplacedDetail;
  'fg:busy': BusyDetail;
  'fg:settled': SettledDetail;
}

export type StorefrontEventName = keyof StorefrontEventDetails;

declare global {
  interface HTMLElementEventMap {
    'fg:pu-start': CustomEvent<PartialUpdateStartDetail>;
    'fg:pu-before-replace': CustomEvent<BeforeReplaceDetail>;
    'fg:pu-after-replace': CustomEvent<AfterReplaceDetail>;
    'fg:pu-complete': CustomEvent<PartialUpdateCompleteDetail>;
    'fg:upload-progress': CustomEvent<UploadProgressDetail>;
    'fg:upload-complete': CustomEvent<PartialUpdateCompleteDetail>;
    'fg:form-changed': CustomEvent<FormChangedDetail>;
    'fg:process-state': CustomEvent<ProcessStateDetail>;
    'fg:push': CustomEvent<PushDetail>;
    'fg:popup-state': CustomEvent<PopupStateDetail>;
    'fg:confirm-result': CustomEvent<ConfirmResultDetail>;
    'fg:consent-change': CustomEvent<ConsentChangeDetail>;
    'fg:validation-start': CustomEvent<ValidationDetail>;
    'fg:validation-complete': CustomEvent<ValidationDetail>;
    'fg:pagination-load': CustomEvent<PaginationDetail>;
    'fg:pagination-complete': CustomEvent<PaginationDetail>;
    'fg:collapse-toggle': CustomEvent<CollapseToggleDetail>;
    'fg:upgraded': CustomEvent<UpgradedDetail>;
    'fg:focus-unplaced': CustomEvent<FocusUnplacedDetail>;
    'fg:busy': CustomEvent<BusyDetail>;
    'fg:settled': CustomEvent<SettledDetail>;
  }
  interface DocumentEventMap {
    'fg:push': CustomEvent<PushDetail>;
    'fg:process-state': CustomEvent<ProcessStateDetail>;
    'fg:consent-change': CustomEvent<ConsentChangeDetail>;
    'fg:confirm-result': CustomEvent<ConfirmResultDetail>;
    'fg:popup-state': CustomEvent<PopupStateDetail>;
    'fg:focus-unplaced': CustomEvent<FocusUnplacedDetail>;
    'fg:busy': CustomEvent<BusyDetail>;
    'fg:settled': CustomEvent<SettledDetail>;
  }
}

/**
 * Dispatches a typed library event that bubbles and crosses shadow roots.
 * Returns false when a listener cancelled a cancelable event.
 */
export function emit<K extends StorefrontEventName>(
  target: EventTarget,
  name: K,
  detail: StorefrontEventDetails[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
