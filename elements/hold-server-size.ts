/**
 * While React renders a component the first time (a task or more after its server markup was taken
 * over), the element keeps the height that markup had: the page does not shift, nor shift back when
 * the rendered markup arrives. Returns the release, called after the first commit.
 */
export function holdServerSize(element: HTMLElement): () => void {
  const display = getComputedStyle(element).display;
  // An inline box (a custom element's default) or none at all takes no min-height.
  if (display === 'inline' || display === 'contents' || display === 'none') return () => {};
  const { height } = element.getBoundingClientRect();
  if (height === 0) return () => {};
  const before = element.style.minHeight;
  // CSSOM, not a style attribute: a strict style-src allows it.
  element.style.minHeight = `${height}px`;
  return () => {
    element.style.minHeight = before;
  };
}
