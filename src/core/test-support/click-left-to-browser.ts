/**
 * Test helper: clicks an element and tells whether the library left the click to the browser,
 * i.e. nothing cancelled it before it reached `window`. There the real navigation is stopped, so
 * the test page stays where it is.
 */
export function clickLeftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let cancelledBeforeWindow = true;
  window.addEventListener(
    'click',
    (event) => {
      cancelledBeforeWindow = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return !cancelledBeforeWindow;
}
