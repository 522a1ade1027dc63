/**
 * While the (non-modal) banner covers the bottom of the window, the page reserves that much room
 * below its content and scrolls focused controls above it, so nothing focused hides behind the
 * banner (WCAG 2.4.11). The page's own values come back when the banner goes.
 */
import { type RefObject, useEffect } from 'react';

export function useReservedSpace(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = element.ownerDocument.documentElement;
    const body = element.ownerDocument.body;
    const previous = { scrollPadding: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const reserve = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = previous.scrollPadding;
      body.style.paddingBottom = previous.padding;
    };
  }, [banner]);
}
