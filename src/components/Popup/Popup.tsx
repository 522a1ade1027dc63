/**
 * The popup frame: a `<dialog>` for fixed popups (shown modally by its session), a manual popover
 * for floating ones; a heading when the popup has a title, a close button, a visible loading text
 * while the content loads, and the body its session fills. The session owns opening and closing.
 */
import type { Ref } from 'react';
import type { PopupChromeProps } from '../../toolkit/popup-chrome-props.ts';
import { popupTexts } from './popup-texts.ts';

export interface PopupProps extends PopupChromeProps {
  rootRef: Ref<HTMLElement>;
  bodyRef: Ref<HTMLDivElement>;
}

export function Popup(props: PopupProps) {
  const texts = popupTexts(props.lang);
  const titleId = `${props.id}-title`;
  const named = props.title
    ? { 'aria-labelledby': titleId }
    : props.labelledBy
      ? { 'aria-labelledby': props.labelledBy }
      : { 'aria-label': props.label || undefined };
  const common = {
    id: props.id,
    className: [
      'fg-popup',
      `fg-popup--${props.kind}`,
      props.className,
      props.kind === 'fixed' && props.overlayClass,
    ]
      .filter(Boolean)
      .join(' '),
    'aria-busy': props.busy || undefined,
    ...named,
  };
  const content = (
    <div className="fg-popup__box">
      <div className="fg-popup__header">
        {props.title ? (
          <h2 id={titleId} className="fg-popup__title">
            {props.title}
          </h2>
        ) : null}
        <button type="button" className="fg-popup__close" aria-label={texts.close} onClick={props.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {props.busy ? (
        <p className="fg-popup__loading" role="status">
          {texts.loading}
        </p>
      ) : null}
      <div ref={props.bodyRef} className="fg-popup__body" />
    </div>
  );
  return props.kind === 'fixed' ? (
    <dialog ref={props.rootRef as Ref<HTMLDialogElement>} {...common}>
      {content}
    </dialog>
  ) : (
    <div ref={props.rootRef as Ref<HTMLDivElement>} role="dialog" popover="manual" {...common}>
      {content}
    </div>
  );
}
