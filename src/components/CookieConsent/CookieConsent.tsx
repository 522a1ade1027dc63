/**
 * The cookie banner and the settings panel. It only renders what it is told (which parts are
 * open, the stored ticks) and reports the visitor's choice; the consent logic lives outside React
 * (src/behaviours/consent), so a returning visitor never downloads this component.
 */

import { useInsertionEffect } from 'react';
import { type CookieConsentTexts, cookieConsentTexts } from '../../i18n/cookie-consent-texts.ts';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID } from '../../protocol/cookie-consent-styles.ts';
import { cookieInformationPath } from '../../protocol/shop-languages.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { installDefaultStyles } from '../shared/default-styles.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { CookieSettings } from './CookieSettings.tsx';
import type { CookieConsentChoice } from './cookie-consent-choice.ts';

export type { CookieConsentChoice };

export interface CookieConsentProps {
  bannerOpen?: boolean;
  settingsOpen?: boolean;
  /** Banner as a modal dialog. */
  modal?: boolean;
  /** Banner with a close button (closing counts as level 1). */
  closable?: boolean;
  /** One switch for analytics and marketing together. */
  combined?: boolean;
  /** The ticks the settings panel starts with. */
  analyticsAllowed?: boolean;
  marketingAllowed?: boolean;
  /** Where focus returns when the settings panel closes. */
  opener?: HTMLElement | null;
  onChoose?: (choice: CookieConsentChoice) => void;
  onOpenSettings?: (opener: HTMLElement | null) => void;
  onCloseSettings?: () => void;
}

const ignore = () => {};

export function CookieConsent(props: ComponentProps<CookieConsentProps>) {
  useInsertionEffect(() => installDefaultStyles(COOKIE_CONSENT_STYLE_ID, COOKIE_CONSENT_CSS), []);
  // `messages` (JSON attribute) overrides single texts by key.
  const texts: CookieConsentTexts = { ...cookieConsentTexts(props.lang), ...props.messages };
  const informationPath = cookieInformationPath(props.lang);
  const onChoose = props.onChoose ?? ignore;
  return (
    <div className="fg-cookie-consent">
      {props.bannerOpen ? (
        <CookieBanner
          id={props.host.id}
          texts={texts}
          informationPath={informationPath}
          modal={Boolean(props.modal)}
          closable={Boolean(props.closable)}
          onChoose={onChoose}
          onOpenSettings={props.onOpenSettings ?? ignore}
        />
      ) : null}
      {props.settingsOpen ? (
        <CookieSettings
          texts={texts}
          informationPath={informationPath}
          combined={Boolean(props.combined)}
          analyticsAllowed={Boolean(props.analyticsAllowed)}
          marketingAllowed={Boolean(props.marketingAllowed)}
          opener={props.opener ?? null}
          onChoose={onChoose}
          onClose={props.onCloseSettings ?? ignore}
        />
      ) : null}
    </div>
  );
}
