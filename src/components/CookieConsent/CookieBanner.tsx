/** The banner at the bottom of the page: a labelled region, or a modal dialog. */
import { type ReactNode, type RefObject, useRef } from 'react';
import type { CookieConsentTexts } from '../../i18n/cookie-consent-texts.ts';
import { BANNER_CLASS, bannerPartIds } from '../../protocol/consent-markup.ts';
import { escapeHandlers, useModalDialog } from '../shared/use-modal-dialog.ts';
import type { CookieConsentChoice } from './cookie-consent-choice.ts';
import { useReservedSpace } from './use-reserved-space.ts';

export interface CookieBannerProps {
  /** The element's id: the parts' ids are made from it, as the server's banner makes them. */
  id: string;
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
      className={BANNER_CLASS}
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
  const ids = bannerPartIds(props.id);
  // A modal banner starts with focus on its title: no choice is one keystroke away by accident.
  const title = useRef<HTMLHeadingElement>(null);
  const content = (
    <>
      {props.closable ? (
        <button
          type="button"
          id={ids.close}
          className="fg-cookie-consent__close"
          aria-label={texts.close}
          onClick={() => onChoose('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <h2
        id={ids.title}
        ref={title}
        tabIndex={props.modal ? -1 : undefined}
        className="fg-cookie-consent__title"
      >
        {texts.title}
      </h2>
      <p id={ids.text} className="fg-cookie-consent__text">
        {texts.text} <a href={props.informationPath}>{texts.moreInfo}</a>
      </p>
      <div className="fg-cookie-consent__actions">
        <button
          type="button"
          id={ids.all}
          className="fg-cookie-consent__primary"
          onClick={() => onChoose('all')}
        >
          {texts.acceptAll}
        </button>
        <button type="button" id={ids.technical} onClick={() => onChoose('technical')}>
          {texts.technicalOnly}
        </button>
        <button
          type="button"
          id={ids.settings}
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
      <ModalBanner initialFocus={title} labelledBy={ids.title} describedBy={ids.text} onEscape={onEscape}>
        {content}
      </ModalBanner>
    );
  }
  return <BottomBanner labelledBy={ids.title}>{content}</BottomBanner>;
}

/** The non-modal banner: a labelled region that keeps the page's last controls clear of it. */
function BottomBanner(props: { labelledBy: string; children: ReactNode }) {
  const region = useRef<HTMLElement>(null);
  useReservedSpace(region);
  return (
    <section ref={region} className={BANNER_CLASS} aria-labelledby={props.labelledBy}>
      {props.children}
    </section>
  );
}
