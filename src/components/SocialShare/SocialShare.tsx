/**
 * SocialShare: one "Share…" button opening the device's share sheet where the browser has the Web
 * Share API; otherwise (or when the browser refuses) links to the usual networks and e-mail, built
 * from the page's canonical address and title. No third-party script is ever loaded.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { shareLinks, shareNetworks } from '../../protocol/share-links.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { sharedAddress, sharedTitle } from './shared-address.ts';
import { canWebShare, webShare } from './web-share.ts';

export interface SocialShareProps {
  /** The address to share (`url`); the canonical address of the page when absent. */
  url?: string;
  /** The title to share (`share-title`); the page's title when absent. */
  shareTitle?: string;
  /** Which links, as a comma list of facebook, x, linkedin, email (`networks`); all when absent. */
  networks?: string;
}

export function SocialShare(props: ComponentProps<SocialShareProps>) {
  const { host, url, shareTitle, networks } = props;
  const { t } = host;
  const address = useMemo(() => sharedAddress(url), [url]);
  const title = sharedTitle(shareTitle);
  const [native, setNative] = useState(() => canWebShare({ url: address.href, title }));
  const [refused, setRefused] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  // The button the visitor pressed is gone: the focus goes to the links that replace it.
  useEffect(() => {
    if (refused) list.current?.querySelector('a')?.focus();
  }, [refused]);

  const share = async () => {
    const outcome = await webShare({ url: address.href, title });
    if (outcome === 'refused') {
      setNative(false);
      setRefused(true);
    }
    host.dispatch('fg:share', { method: 'web-share', outcome });
  };

  const links = shareLinks(address, title, t('socialShare.emailSubject', { title }), shareNetworks(networks));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; these are links or one button
    <div className="fg-social-share" role="group" aria-label={t('socialShare.label')}>
      {native ? (
        <button type="button" className="fg-social-share__native" onClick={share}>
          {t('socialShare.share')}
        </button>
      ) : (
        <ul ref={list} className="fg-social-share__links">
          {links.map((link) => (
            <li key={link.network}>
              <a
                className={`fg-social-share__link fg-social-share__link--${link.network}`}
                href={link.href}
                target={link.network === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={() => host.dispatch('fg:share', { method: link.network })}
              >
                {t(`socialShare.${link.network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
