/**
 * ShareUrl: the page's address (or the one given) in a read-only field with a button that copies
 * it to the clipboard. Success shows and announces "Address copied" for COPIED_FEEDBACK_MS; where
 * the clipboard is refused the address is selected in the field and the visitor is told to copy it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { sharedAddress } from '../SocialShare/shared-address.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { copyText } from './copy-text.ts';

/** How long the confirmation stays: long enough to read, then the status line is free again. */
export const COPIED_FEEDBACK_MS = 4000;

export interface ShareUrlProps {
  /** The address to copy (`url`); the page's canonical address when absent. */
  url?: string;
  /** The field's label (`label`, or the server markup's `<label>`). */
  label?: string;
}

type Outcome = 'idle' | 'copied' | 'selected';

export function ShareUrl(props: ComponentProps<ShareUrlProps>) {
  const { host, url, label } = props;
  const { t } = host;
  const address = useMemo(() => sharedAddress(url), [url]);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = `${host.id}-address`;

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const copied = await copyText(address.href);
    if (copied) {
      setOutcome('copied');
    } else {
      setOutcome('selected');
      field.current?.focus();
      field.current?.select();
    }
    host.dispatch('fg:share-url-copy', { url: address.href, copied });
  };

  const status =
    outcome === 'copied' ? t('shareUrl.copied') : outcome === 'selected' ? t('shareUrl.selectToCopy') : '';
  return (
    <div className={`fg-share-url fg-share-url--${outcome}`}>
      <label className="fg-share-url__label" htmlFor={fieldId}>
        {label || t('shareUrl.label')}
      </label>
      <input
        ref={field}
        id={fieldId}
        className="fg-share-url__address"
        type="url"
        readOnly
        value={address.href}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="fg-share-url__copy" onClick={copy}>
        {t('shareUrl.copy')}
      </button>
      <p className="fg-share-url__status" role="status">
        {status}
      </p>
    </div>
  );
}
