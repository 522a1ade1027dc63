/** The non-modal banner keeps page room below the content while it is mounted (toolkit/reserve-space-below.ts). */
import { type RefObject, useEffect } from 'react';
import { reserveSpaceBelow } from '../../toolkit/reserve-space-below.ts';

export function useReservedSpace(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    return element ? reserveSpaceBelow(element) : undefined;
  }, [banner]);
}
