/** While a fixed popup is open the page does not scroll under it; nested popups share one lock. */
let locks = 0;
let previous = '';

export function lockScroll(): void {
  const root = document.documentElement;
  if (locks === 0) {
    previous = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  locks += 1;
}

export function unlockScroll(): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks === 0) document.documentElement.style.overflow = previous;
}
