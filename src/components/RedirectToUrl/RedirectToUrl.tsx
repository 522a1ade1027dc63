/**
 * RedirectToUrl: goes to a same-origin address, optionally after `delay` ms, showing a notice and
 * a visible link meanwhile (so the user can go at once, or if navigation is blocked). A foreign or
 * non-http address is refused with a console error: no link, no navigation.
 */
import { useEffect, useMemo } from 'react';
import { pageNavigation } from '../../core/page-navigation.ts';
import { originRelativeAddress, sameOriginUrl } from '../../core/same-origin.ts';
import type { ComponentProps } from '../shared/component-props.ts';

export interface RedirectToUrlProps {
  url?: string;
  /** Milliseconds to wait before going (default 0). */
  delay?: number;
}

export function RedirectToUrl(props: ComponentProps<RedirectToUrlProps>) {
  const { host, url, delay = 0 } = props;
  const target = useMemo(() => (url ? sameOriginUrl(url) : null), [url]);

  useEffect(() => {
    if (!url) return;
    if (target === null) {
      console.error(
        `RedirectToUrl #${host.id}: refused to go to ${JSON.stringify(url)}, it is not on this origin.`,
      );
      return;
    }
    const timer = setTimeout(() => pageNavigation.assign(target.href), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [url, target, delay, host]);

  if (target === null) return null;
  return (
    <p className="fg-redirect" role="status">
      {host.t('redirect.notice')} <a href={originRelativeAddress(target)}>{host.t('redirect.link')}</a>
    </p>
  );
}
