/** The markup of live-validation feedback, as lit-html templates: texts go in as text, never markup. */
import { html, nothing } from 'lit-html';

/** One message of a widget and the key the server gave it (null for an unkeyed message). */
export type WidgetMessage = [key: string | null, text: string];

/** The widget's messages, one span each, separated by spaces. */
export const widgetMessagesTemplate = (messages: WidgetMessage[]) =>
  messages.map(
    ([key, text], index) =>
      html`${index > 0 ? ' ' : nothing}<span data-message-key=${key ?? nothing}>${text}</span>`,
  );

/**
 * The message element added after a widget's last control (`data-validate-message`, the attribute
 * the markup contract names). Focus has usually moved on when the answer arrives: it is announced
 * politely.
 */
export const messageElementTemplate = (id: string) =>
  html`<span id=${id} data-validate-message aria-live="polite"></span>`;

/** A form-level failure in the form's `data-validate-status` element. */
export const statusTemplate = (message: string) => html`${message}`;
