/**
 * While a box covers the bottom of the window (a cookie banner), the page reserves that much room
 * below its content and scrolls focused controls above it, so nothing focused hides behind the box
 * (WCAG 2.4.11). Returns the release, which gives the page its own values back.
 */
export function reserveSpaceBelow(box: HTMLElement): () => void {
  const root = box.ownerDocument.documentElement;
  const body = box.ownerDocument.body;
  const previous = { scrollPadding: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
  const reserve = () => {
    const height = `${Math.ceil(box.getBoundingClientRect().height)}px`;
    root.style.scrollPaddingBottom = height;
    body.style.paddingBottom = height;
  };
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(box);
  return () => {
    observer.disconnect();
    root.style.scrollPaddingBottom = previous.scrollPadding;
    body.style.paddingBottom = previous.padding;
  };
}
