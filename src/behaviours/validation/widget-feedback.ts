/**
 * Shows one widget's validation result: classes on its controls, its messages (as text, never
 * markup) in its message element, and `aria-invalid` / `aria-describedby` linking the two.
 */
import { renderAsOnlyContent } from '../render-as-only-content.ts';
import { templateElement } from '../template-element.ts';
import { ERROR_CLASS, MESSAGE_ATTRIBUTE } from './constants.ts';
import type { FieldControl } from './form-widgets.ts';
import { messageElementTemplate, type WidgetMessage, widgetMessagesTemplate } from './message-templates.ts';
import type { ValidatedWidget } from './validation-response.ts';

export interface FeedbackClasses {
  /** Added when the widget has messages but no errors. */
  warning: string | null;
  /** Added when the widget has neither errors nor messages. */
  ok: string | null;
}

/** The message element: the server's id, else the control's `data-validate-message`, inside the form only. */
function findMessageElement(
  form: HTMLFormElement,
  controls: FieldControl[],
  widget: ValidatedWidget,
): HTMLElement | null {
  const ids = [
    widget.widgetMessageId,
    ...controls.map((control) => control.getAttribute(MESSAGE_ATTRIBUTE)),
    generatedMessageId(form, widget.widgetId),
  ];
  for (const id of ids) {
    if (!id) continue;
    const element = form.ownerDocument.getElementById(id);
    if (element && form.contains(element)) return element;
  }
  return null;
}

function generatedMessageId(form: HTMLFormElement, widgetId: string): string {
  return `${form.id || 'form'}-${widgetId}-message`.replace(/[^\w:.-]/g, '_');
}

/** A message element after the widget's last control: under the id the server named, so the next answer finds it. */
function createMessageElement(
  form: HTMLFormElement,
  controls: FieldControl[],
  widget: ValidatedWidget,
): HTMLElement {
  const named = widget.widgetMessageId;
  const id =
    named && !form.ownerDocument.getElementById(named) ? named : generatedMessageId(form, widget.widgetId);
  const element = templateElement<HTMLElement>(messageElementTemplate(id), form.ownerDocument);
  controls.at(-1)?.after(element);
  return element;
}

function renderMessages(element: HTMLElement, widget: ValidatedWidget): void {
  const messages: WidgetMessage[] = [
    ...widget.messages.map((text): WidgetMessage => [null, text]),
    // A keyed message that repeats one of the messages is shown once.
    ...Object.entries(widget.keyedMessages).filter(([, text]) => !widget.messages.includes(text)),
  ];
  renderAsOnlyContent(widgetMessagesTemplate(messages), element);
}

function linkDescription(control: FieldControl, id: string, linked: boolean): void {
  const ids = (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((item) => item && item !== id);
  if (linked) ids.push(id);
  if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** Applies a validated widget's result to its controls and message element. */
export function showWidgetFeedback(
  form: HTMLFormElement,
  controls: FieldControl[],
  widget: ValidatedWidget,
  classes: FeedbackClasses,
): void {
  const hasText = widget.messages.length > 0 || Object.keys(widget.keyedMessages).length > 0;
  const hasErrors = widget.hasErrors || widget.hasKeyedErrors;
  let messageElement = findMessageElement(form, controls, widget);
  if (!messageElement && hasText) messageElement = createMessageElement(form, controls, widget);
  if (messageElement) renderMessages(messageElement, widget);
  for (const control of controls) {
    control.classList.toggle(ERROR_CLASS, hasErrors);
    if (classes.warning) control.classList.toggle(classes.warning, !hasErrors && hasText);
    if (classes.ok) control.classList.toggle(classes.ok, !hasErrors && !hasText);
    if (hasErrors) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (messageElement?.id) linkDescription(control, messageElement.id, hasText);
  }
}

/** Brings `field` into view, `offset` px below the top of the window, and focuses it. */
export function focusField(field: FieldControl, offset: number): void {
  const view = field.ownerDocument.defaultView;
  if (view) {
    const top = field.getBoundingClientRect().top + view.scrollY - offset;
    view.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  }
  field.focus({ preventScroll: true });
}
