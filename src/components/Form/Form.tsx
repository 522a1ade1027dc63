/**
 * Form: enhances a server form. Its fields mark it changed on the first change (class `changed`,
 * `fg:form-changed`; fields inside `[data-ignore-changes="true"]` do not count). With `pu-*`
 * attributes its submit posts as that partial update instead of loading a page; without them it
 * submits as usual. Live validation plugs in through form-hooks.ts: fields are offered on blur and
 * change, and `beforeSubmit` may hold the submit.
 */
import { useEffect } from 'react';
import { trackFormChanges } from '../../core/forms/change-tracker.ts';
import { submitAgain } from '../../core/forms/submit-again.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';
import { formValidationHooks } from './form-hooks.ts';

export type FormProps = Record<string, never>;

/** Forms whose next submit validation already approved. */
const approved = new WeakSet<HTMLFormElement>();

export function Form(props: ComponentProps<FormProps>) {
  const { host } = props;

  useEffect(() => {
    const element = host.element;
    const stopTracking = trackFormChanges(element);
    const offer = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLElement && 'form' in field && field.form instanceof HTMLFormElement) {
        formValidationHooks().validateField?.(field, field.form);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || approved.delete(form)) return;
      const partial = element.getAttributeNames().some((name) => name.startsWith('pu-'));
      const guard = formValidationHooks().beforeSubmit;
      if (!partial && !guard) return; // a plain submit: the browser loads the answer
      event.preventDefault();
      void (async () => {
        if (guard && !(await guard(form, event.submitter))) return;
        if (partial) await host.submitForm(form, event.submitter);
        else {
          // Submitted again once validation approved it, with the same button (its name=value).
          approved.add(form);
          submitAgain(form, event.submitter);
        }
      })();
    };
    element.addEventListener('focusout', offer);
    element.addEventListener('change', offer);
    element.addEventListener('submit', onSubmit);
    return () => {
      stopTracking();
      element.removeEventListener('focusout', offer);
      element.removeEventListener('change', offer);
      element.removeEventListener('submit', onSubmit);
    };
  }, [host]);

  return <ServerNodes nodes={host.serverNodes} className="fg-form" />;
}
