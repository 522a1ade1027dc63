/**
 * While React renders a component the first time (a task or more after its server markup was taken
 * over), the element keeps the box that markup had — its height, and its width, which matters in a
 * row (a header bar, a form's flex line) where an emptied element would let its neighbours move in:
 * the page does not shift, nor shift back when the rendered markup arrives. Returns the release,
 * called after the first commit.
 */
export function holdServerSize(element: HTMLElement): () => void {
  const style = getComputedStyle(element);
  // An inline box (a custom element's default) or none at all takes no min-height.
  if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') return () => {};
  const box = element.getBoundingClientRect();
  if (box.height === 0) return () => {};
  // min-height and min-width size the content box unless the element says otherwise: a padded
  // element (a carousel with a row kept free for its controls) would otherwise grow by its padding.
  const contentBox = style.boxSizing !== 'border-box';
  const px = (value: string) => Number.parseFloat(value) || 0;
  const height = contentBox
    ? box.height -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth)
    : box.height;
  const width = contentBox
    ? box.width -
      px(style.paddingLeft) -
      px(style.paddingRight) -
      px(style.borderLeftWidth) -
      px(style.borderRightWidth)
    : box.width;
  const before = { minHeight: element.style.minHeight, minWidth: element.style.minWidth };
  // CSSOM, not a style attribute: a strict style-src allows it.
  element.style.minHeight = `${height}px`;
  element.style.minWidth = `${width}px`;
  return () => {
    element.style.minHeight = before.minHeight;
    element.style.minWidth = before.minWidth;
  };
}
