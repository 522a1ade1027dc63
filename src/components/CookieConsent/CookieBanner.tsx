/** The banner at the bottom of the page: a labelled region, or a modal dialog. */
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import type { CookieConsentChoice } from './CookieConsent.tsx';
import type { CookieConsentTexts } from './texts.ts';
import { escapeHandlers, useModalDialog } from './use-modal-dialog.ts';
import { useReservedSpace } from './use-reserved-space.ts';

export interface CookieBannerProps {
  texts: CookieConsentTexts;
  informationPath: string;
  modal: boolean;
  closable: boolean;
  onChoose: (choice: CookieConsentChoice) => void;
  onOpenSettings: (opener: HTMLElement | null) => void;
}

function ModalBanner(props: {
  initialFocus: RefObject<HTMLElement | null>;
  labelledBy: string;
  describedBy: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, props.initialFocus);
  return (
    <dialog
      ref={dialog}
      className="fg-cookie-consent__banner"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      {...escapeHandlers(props.onEscape)}
    >
      {props.children}
    </dialog>
  );
}

export function CookieBanner(props: CookieBannerProps) {
  const { texts, onChoose } = props;
  const titleId = useId();
  const textId = useId();
  // A modal banner starts with focus on its title: no choice is one keystroke away by accident.
  const title = useRef<HTMLHeadingElement>(null);
  const content = (
    <>
      {props.closable ? (
        <button
          type="button"
          className="fg-cookie-consent__close"
          aria-label={texts.close}
          onClick={() => onChoose('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <h2
        id={titleId}
        ref={title}
        tabIndex={props.modal ? -1 : undefined}
        className="fg-cookie-consent__title"
      >
        {texts.title}
      </h2>
      <p id={textId} className="fg-cookie-consent__text">
        {texts.text} <a href={props.informationPath}>{texts.moreInfo}</a>
      </p>
      <div className="fg-cookie-consent__actions">
        <button type="button" className="fg-cookie-consent__primary" onClick={() => onChoose('all')}>
          {texts.acceptAll}
        </button>
        <button type="button" onClick={() => onChoose('technical')}>
          {texts.technicalOnly}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={(event) => props.onOpenSettings(event.currentTarget)}
        >
          {texts.settings}
        </button>
      </div>
    </>
  );
  if (props.modal) {
    // A modal banner asks for a choice: Escape closes it only where closing is offered.
    const onEscape = () => (props.closable ? onChoose('close') : undefined);
    return (
      <ModalBanner initialFocus={title} labelledBy={titleId} describedBy={textId} onEscape={onEscape}>
        {content}
      </ModalBanner>
    );
  }
  return <BottomBanner labelledBy={titleId}>{content}</BottomBanner>;
}

/** The non-modal banner: a labelled region that keeps the page's last controls clear of it. */
function BottomBanner(props: { labelledBy: string; children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useReservedSpace(region);
  return (
    <section ref={region} className="fg-cookie-consent__banner" aria-labelledby={props.labelledBy}>
      {props.children}
    </section>
  );
}
