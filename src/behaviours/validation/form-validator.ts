/**
 * Live validation of one form: decides which field events call the server, runs the calls with
 * the error-code recovery of docs/validation.md, shows the results and holds the submit until they are in.
 */
import { emit } from '../../core/events.ts';
import { sameFormSubmitter } from '../../core/forms/submit-again.ts';
import { renderAsOnlyContent } from '../render-as-only-content.ts';
import { CallScheduler } from './call-scheduler.ts';
import {
  ALSO_ATTRIBUTE,
  CONTEXT_ATTRIBUTE,
  ERROR_CODE_CONTEXT_LOST,
  ERROR_CODE_FORM_STATE_GONE,
  ERROR_CODE_PARALLEL_CALL,
  FAILURE_CODE,
  MAX_PARALLEL_CALL_RETRIES,
  PARALLEL_CALL_RETRY_MS,
  STATUS_ATTRIBUTE,
  SUBMIT_RETRY_MS,
  VALIDATION_CONTEXT_PARAM,
  VALIDATION_MIN_WAIT_MS,
} from './constants.ts';
import {
  ParallelCallLimitError,
  ValidationContextLostError,
  ValidationError,
  ValidationServerError,
} from './errors.ts';
import {
  clearHintTexts,
  collectWidgets,
  type FieldControl,
  isCheckable,
  isUncheckedCheckable,
  isValidatedControl,
  widgetIdOf,
  widgetValue,
} from './form-widgets.ts';
import { statusTemplate } from './message-templates.ts';
import { sendValidationCall } from './validation-call.ts';
import { readFormConfig, type ValidationOptions } from './validation-options.ts';
import { errorCodeOf, type ValidatedWidget, type ValidationData } from './validation-response.ts';
import { focusField, showWidgetFeedback } from './widget-feedback.ts';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const hasErrors = (widget: ValidatedWidget | undefined) =>
  Boolean(widget?.hasErrors || widget?.hasKeyedErrors);

export class FormValidator {
  private readonly scheduler = new CallScheduler((widgets) => this.run(widgets), VALIDATION_MIN_WAIT_MS);
  private contextId: string;
  private readonly visited = new Set<string>();
  /** The value each widget had when it was last sent to the server. */
  private readonly sentValues = new Map<string, string>();
  private readonly results = new Map<string, ValidatedWidget>();
  private requires = true;
  /** The last call failed (HTTP, malformed answer, server error): a held submit goes ahead. */
  private lastCallFailed = false;
  private expired = false;
  private submitRetry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly form: HTMLFormElement,
    private readonly options: ValidationOptions = {},
    private readonly location: Location | URL = window.location,
  ) {
    const field = form.elements.namedItem(VALIDATION_CONTEXT_PARAM);
    this.contextId =
      form.getAttribute(CONTEXT_ATTRIBUTE) ?? (field instanceof HTMLInputElement ? field.value : '');
  }

  /** blur, change or click on a field: validate it unless nothing changed since its last validation. */
  onFieldEvent(control: FieldControl, type: string): void {
    if (this.expired || !isValidatedControl(control)) return;
    if (type === 'click' && !isCheckable(control)) return;
    const widgetId = widgetIdOf(control);
    const controls = collectWidgets(this.form).get(widgetId) ?? [control];
    const firstVisit = !this.visited.has(widgetId);
    this.visited.add(widgetId);
    const changed = this.sentValues.get(widgetId) !== widgetValue(controls);
    // One toggle fires click and change: an unchecked box already on its way is not asked for twice.
    const unchecked = isUncheckedCheckable(controls) && !this.scheduler.covers(widgetId);
    if (firstVisit || changed || unchecked) this.scheduler.request([widgetId, ...this.dependentsOf(control)]);
  }

  /**
   * The widgets named in the control's `data-validate-also` that the visitor has been to: their rules
   * read this value too (a postal code checked against the country), so they are checked again with
   * it. Widgets not visited yet stay quiet until the visitor gets there.
   */
  private dependentsOf(control: FieldControl): string[] {
    const named = (control.getAttribute(ALSO_ATTRIBUTE) ?? '').split(/\s+/);
    return named.filter((id) => id !== '' && this.visited.has(id));
  }

  /** The submit gate: holds the submit while validation runs, lets it through when the form may go. */
  onSubmit(event: SubmitEvent): void {
    if (event.defaultPrevented) return;
    if (this.expired) {
      event.preventDefault();
      return;
    }
    if (this.scheduler.busy || this.submitRetry !== null) {
      this.holdSubmit(event);
      return;
    }
    if (!this.lastCallFailed) {
      const widgets = collectWidgets(this.form);
      const stale = [...widgets].some(([id, controls]) => this.sentValues.get(id) !== widgetValue(controls));
      if (stale) {
        this.scheduler.request(widgets.keys());
        this.holdSubmit(event);
        return;
      }
      const firstError = [...widgets].find(([id]) => hasErrors(this.results.get(id)));
      if (firstError && this.requires) {
        event.preventDefault();
        const [, controls] = firstError;
        const field = controls.find((control) => isCheckable(control) && control.checked) ?? controls[0];
        if (field) focusField(field, readFormConfig(this.form).scrollOffset);
        return;
      }
    }
    clearHintTexts(this.form);
  }

  /** Stops pending work (the form left the page). */
  dispose(): void {
    this.scheduler.cancel();
    if (this.submitRetry !== null) clearTimeout(this.submitRetry);
    this.submitRetry = null;
  }

  private holdSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.submitRetry !== null) return;
    const submitter = event.submitter;
    this.submitRetry = setTimeout(() => {
      this.submitRetry = null;
      if (!this.form.isConnected || this.expired) return;
      this.form.requestSubmit(sameFormSubmitter(this.form, submitter));
    }, SUBMIT_RETRY_MS);
  }

  /** One scheduled call, with its recovery; never rejects. */
  private async run(widgets: string[]): Promise<void> {
    // A form swapped out while its call waited is not validated: its validator stops.
    if (!this.form.isConnected) return this.dispose();
    emit(this.form, 'fg:validation-start', { form: this.form, hasErrors: this.hasErrors() });
    try {
      await this.callWithRecovery(widgets);
      this.lastCallFailed = false;
      this.showStatus('');
    } catch (error) {
      this.lastCallFailed = true;
      this.reportFailure(error);
    }
    emit(this.form, 'fg:validation-complete', { form: this.form, hasErrors: this.hasErrors() });
  }

  private async callWithRecovery(widgets: string[]): Promise<void> {
    let handshakeDone = false;
    let parallelRetries = 0;
    for (;;) {
      const response = await this.send(widgets);
      if (!response.error) return this.apply(response.data);
      const code = errorCodeOf(response.errorMessage);
      if (code === ERROR_CODE_CONTEXT_LOST) {
        if (handshakeDone) throw new ValidationContextLostError();
        handshakeDone = true;
        await this.handshake();
      } else if (code === ERROR_CODE_PARALLEL_CALL) {
        parallelRetries += 1;
        if (parallelRetries > MAX_PARALLEL_CALL_RETRIES)
          throw new ParallelCallLimitError(MAX_PARALLEL_CALL_RETRIES);
        await delay(PARALLEL_CALL_RETRY_MS);
      } else if (code === ERROR_CODE_FORM_STATE_GONE) {
        return this.expire();
      } else {
        throw new ValidationServerError(code, response.errorMessage);
      }
    }
  }

  /** A call with the latest values; records what was sent for the re-validation rule. */
  private send(widgets: string[]) {
    const all = collectWidgets(this.form);
    for (const id of widgets) {
      const controls = all.get(id);
      if (controls) this.sentValues.set(id, widgetValue(controls));
    }
    return sendValidationCall(this.form, this.contextId, widgets, this.location);
  }

  /** Error 01: a call without a context id (and without widgets) opens a new validation context. */
  private async handshake(): Promise<void> {
    this.contextId = '';
    const response = await sendValidationCall(this.form, '', [], this.location);
    if (response.error)
      throw new ValidationServerError(errorCodeOf(response.errorMessage), response.errorMessage);
    this.setContextId(response.data.validationContextId);
  }

  private apply(data: ValidationData): void {
    if (data.validationContextId) this.setContextId(data.validationContextId);
    this.requires = data.requires;
    const widgets = collectWidgets(this.form);
    const config = readFormConfig(this.form);
    for (const widget of data.widgets) {
      const controls = widgets.get(widget.widgetId) ?? this.controlsNamed(widget.widgetInputName);
      if (controls.length === 0) continue;
      this.results.set(widgetIdOf(controls[0] as FieldControl), widget);
      showWidgetFeedback(this.form, controls, widget, config.classes);
    }
  }

  private controlsNamed(name: string): FieldControl[] {
    return [...collectWidgets(this.form).values()].flat().filter((control) => control.name === name);
  }

  /** Keeps the attribute, and a `validationContextId` field the form may submit, up to date. */
  private setContextId(id: string): void {
    this.contextId = id;
    this.form.setAttribute(CONTEXT_ATTRIBUTE, id);
    const field = this.form.elements.namedItem(VALIDATION_CONTEXT_PARAM);
    if (field instanceof HTMLInputElement) field.value = id;
  }

  /** Error 04: the server released the form state; tell the user and reload. */
  private expire(): void {
    this.expired = true;
    this.dispose();
    (this.options.notify ?? ((message) => window.alert(message)))(readFormConfig(this.form).expiredMessage);
    (this.options.reload ?? (() => window.location.reload()))();
  }

  private hasErrors(): boolean {
    return [...this.results.values()].some(hasErrors);
  }

  private reportFailure(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof ValidationError ? error.code : FAILURE_CODE;
    this.showStatus(message);
    if (this.options.onFailure) this.options.onFailure(code, message, this.form);
    else console.error(`Live validation of form ${this.form.id || '(no id)'}: ${message}`);
  }

  /** Form-level failures go to the form's `data-validate-status` element, announced as an alert. */
  private showStatus(message: string): void {
    const status = this.form.querySelector<HTMLElement>(`[${STATUS_ATTRIBUTE}]`);
    if (!status) return;
    if (!status.hasAttribute('role')) status.setAttribute('role', 'alert');
    renderAsOnlyContent(statusTemplate(message), status);
  }
}
