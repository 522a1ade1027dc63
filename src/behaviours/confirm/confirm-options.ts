/**
 * Confirm dialog options (docs/popups.md), from code or from `data-confirm*` attributes of a link or
 * button.
 */

export interface ConfirmOptions {
  /** The question. */
  text: string;
  /** Heading; default 'Potvrzení' (translated by the page language). */
  title?: string;
  /** Confirm button label; default 'Ano'. */
  confirmLabel?: string;
  /** Decline button label; default 'Ne'. */
  declineLabel?: string;
  /** Icon name: the dialog shows `<span class="fg-confirm__icon fg-confirm__icon--{icon}">`. */
  icon?: string;
  /** Language of the default texts; default the trigger's or the page's `lang`, then cs. */
  lang?: string;
  /** Where focus returns when the dialog closes (default: what had focus). */
  returnFocus?: HTMLElement | null;
}

export const CONFIRM_SELECTOR = '[data-confirm]';

export function readConfirmOptions(element: HTMLElement): ConfirmOptions {
  const data = element.dataset;
  const options: ConfirmOptions = { text: data.confirm ?? '', returnFocus: element };
  if (data.confirmTitle) options.title = data.confirmTitle;
  if (data.confirmYes) options.confirmLabel = data.confirmYes;
  if (data.confirmNo) options.declineLabel = data.confirmNo;
  if (data.confirmIcon) options.icon = data.confirmIcon;
  const lang = element.closest('[lang]')?.getAttribute('lang');
  if (lang) options.lang = lang;
  return options;
}
