/**
 * Form: enhances a server form. Its fields mark it changed on the first change (class `changed`,
 * `fg:form-changed`; fields inside `[data-ignore-changes="true"]` do not count). With `pu-*`
 * attributes its submit posts as that partial update instead of loading a page; without them it
 * submits as usual.
 */
import { useEffect } from 'react';
import { trackFormChanges } from '../../core/forms/change-tracker.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';

export type FormProps = Record<string, never>;

export function Form(props: ComponentProps<FormProps>) {
  const { host } = props;

  useEffect(() => {
    const element = host.element;
    const stopTracking = trackFormChanges(element);
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      const partial = element.getAttributeNames().some((name) => name.startsWith('pu-'));
      if (!(form instanceof HTMLFormElement) || !partial) return; // a plain submit: the browser loads the answer
      event.preventDefault();
      void host.submitForm(form, event.submitter);
    };
    element.addEventListener('submit', onSubmit);
    return () => {
      stopTracking();
      element.removeEventListener('submit', onSubmit);
    };
  }, [host]);

  return <ServerNodes nodes={host.serverNodes} className="fg-form" />;
}
