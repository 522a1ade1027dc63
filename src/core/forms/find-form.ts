/**
 * Finds the form a partial-update submit sends (the `submitId` setting names a form or a submit
 * button), and classifies the buttons that submit as partial updates (docs/protocol.md).
 */
import {
  FormNotFoundError,
  SubmitMissingError,
  UploadFormNotFoundError,
  UploadSubmitMissingError,
} from '../errors.ts';
import { ownerForm } from './owner-form.ts';

export interface SubmitForm {
  form: HTMLFormElement;
  /** The named button, sent as the clicked one; null when the id names the form itself. */
  submitter: HTMLElement | null;
}

const BUTTON_TYPES = ['submit', 'image', 'button'];

function isButtonOfSubmitType(element: Element): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    BUTTON_TYPES.includes(element.type)
  );
}

/** Buttons and inputs of type submit, image or button that are not disabled (also not by a fieldset). */
export function isPartialSubmitButton(element: Element): boolean {
  return isButtonOfSubmitType(element) && !element.matches(':disabled');
}

/**
 * Resolves `submitId` within `root`. Throws SubmitMissingError when nothing has that id and
 * FormNotFoundError when the element belongs to no form (the Upload… variants when `upload`).
 */
export function findSubmitForm(submitId: string, root: ParentNode, options: { upload: boolean }): SubmitForm {
  const element = root.querySelector(`#${CSS.escape(submitId)}`);
  if (!element)
    throw options.upload ? new UploadSubmitMissingError(submitId) : new SubmitMissingError(submitId);
  if (element instanceof HTMLFormElement) return { form: element, submitter: null };
  const form = ownerForm(element);
  if (!form) throw options.upload ? new UploadFormNotFoundError() : new FormNotFoundError();
  return { form, submitter: isButtonOfSubmitType(element) ? element : null };
}
