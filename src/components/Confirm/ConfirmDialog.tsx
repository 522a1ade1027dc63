/**
 * The confirm dialog (docs/popups.md): a modal `alertdialog` with a title, the question, an optional
 * icon and two buttons; focus starts on the decline button (the least destructive), Escape declines,
 * and focus returns to the trigger when it closes.
 */
import { useId, useRef } from 'react';
import { escapeHandlers, useModalDialog } from '../shared/use-modal-dialog.ts';
import { confirmTexts } from './confirm-texts.ts';

export interface ConfirmDialogProps {
  text: string;
  title?: string;
  confirmLabel?: string;
  declineLabel?: string;
  icon?: string;
  lang: string;
  returnFocus: HTMLElement | null;
  onResult(confirmed: boolean): void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const texts = confirmTexts(props.lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  const id = useId();
  useModalDialog(dialog, decline, props.returnFocus);

  return (
    <dialog
      ref={dialog}
      className="fg-confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      {...escapeHandlers(() => props.onResult(false))}
    >
      {props.icon ? (
        <span className={`fg-confirm__icon fg-confirm__icon--${props.icon}`} aria-hidden="true" />
      ) : null}
      <h2 id={`${id}-title`} className="fg-confirm__title">
        {props.title ?? texts.title}
      </h2>
      <p id={`${id}-text`} className="fg-confirm__text">
        {props.text}
      </p>
      <div className="fg-confirm__buttons">
        <button
          type="button"
          ref={decline}
          className="fg-confirm__decline"
          onClick={() => props.onResult(false)}
        >
          {props.declineLabel ?? texts.decline}
        </button>
        <button type="button" className="fg-confirm__confirm" onClick={() => props.onResult(true)}>
          {props.confirmLabel ?? texts.confirm}
        </button>
      </div>
    </dialog>
  );
}
