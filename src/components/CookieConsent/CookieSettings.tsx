/** The settings panel: a modal dialog with a switch per category; Escape and the close button close it. */
import { useId, useRef, useState } from 'react';
import type { CookieConsentTexts } from '../../i18n/cookie-consent-texts.ts';
import { escapeHandlers, useModalDialog } from '../shared/use-modal-dialog.ts';
import { ConsentSwitch } from './ConsentSwitch.tsx';
import type { CookieConsentChoice } from './cookie-consent-choice.ts';

export interface CookieSettingsProps {
  texts: CookieConsentTexts;
  informationPath: string;
  /** One box for analytics and marketing together. */
  combined: boolean;
  /** The ticks the panel starts with: the stored choice. */
  analyticsAllowed: boolean;
  marketingAllowed: boolean;
  /** Where focus returns when the panel closes. */
  opener: HTMLElement | null;
  onChoose: (choice: CookieConsentChoice) => void;
  onClose: () => void;
}

export function CookieSettings(props: CookieSettingsProps) {
  const { texts } = props;
  const [analytics, setAnalytics] = useState(props.analyticsAllowed);
  const [marketing, setMarketing] = useState(props.marketingAllowed);
  const [both, setBoth] = useState(props.analyticsAllowed && props.marketingAllowed);
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useModalDialog(dialog, title, props.opener);
  const onOff = { onText: texts.on, offText: texts.off };
  const selection = props.combined
    ? { analytics: both, marketing: both, combined: both }
    : { analytics, marketing, combined: false };

  return (
    <dialog
      ref={dialog}
      className="fg-cookie-consent__panel"
      aria-labelledby={titleId}
      {...escapeHandlers(props.onClose)}
    >
      <button
        type="button"
        className="fg-cookie-consent__close"
        aria-label={texts.close}
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} ref={title} tabIndex={-1} className="fg-cookie-consent__title">
        {texts.settingsTitle}
      </h2>
      <p className="fg-cookie-consent__text">
        {texts.settingsText} <a href={props.informationPath}>{texts.moreInfo}</a>
      </p>
      <ConsentSwitch name={texts.technicalName} description={texts.technicalText} checked locked {...onOff} />
      {props.combined ? (
        <ConsentSwitch
          name={texts.combinedName}
          description={texts.combinedText}
          checked={both}
          onToggle={() => setBoth(!both)}
          {...onOff}
        />
      ) : (
        <>
          <ConsentSwitch
            name={texts.analyticsName}
            description={texts.analyticsText}
            checked={analytics}
            onToggle={() => setAnalytics(!analytics)}
            {...onOff}
          />
          <ConsentSwitch
            name={texts.marketingName}
            description={texts.marketingText}
            checked={marketing}
            onToggle={() => setMarketing(!marketing)}
            {...onOff}
          />
        </>
      )}
      <div className="fg-cookie-consent__actions">
        <button
          type="button"
          className="fg-cookie-consent__primary"
          onClick={() => props.onChoose(selection)}
        >
          {texts.save}
        </button>
        <button type="button" onClick={() => props.onChoose('all')}>
          {texts.acceptAll}
        </button>
      </div>
    </dialog>
  );
}
