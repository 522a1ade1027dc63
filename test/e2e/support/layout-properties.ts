/**
 * Layout properties of a page as a shopper meets it, checked in the page by one function that runs
 * the same in Chromium (Playwright), Firefox (puppeteer) and WebKit (WebDriver). It returns one line
 * per defect, naming the element, so a failing test says what to fix:
 *
 * - sideways: the document is wider than the window;
 * - overlap: two visible controls overlap partly (a control lying wholly on another, such as the
 *   gallery's ‹ › on its picture, is a design; a "+" half under "Add to basket" is a defect);
 * - covered: a control in the window whose middle is not its own (something is drawn over it, or
 *   it is clipped away);
 * - target: a control smaller than 24 × 24 px (WCAG 2.5.8) that is neither a link inside a
 *   sentence nor spaced so that a 24 px square around its middle touches no other control;
 * - field: a text field a shopper types into whose value does not fit its box (a read-only one,
 *   such as the page's address beside its copy button, is there to be copied whole, not read:
 *   an address has no length that fits every phone);
 * - offscreen: a control outside the window's width.
 *
 * The function is built from a string: the TypeScript loader would wrap a function's inner
 * functions in a helper the page does not have.
 */

/** What the page check looks at: `scope` limits the controls to those inside it (`#siteHeader`). */
export interface LayoutScope {
  readonly scope: string | null;
}

const LAYOUT_DEFECTS_BODY = `
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return ['missing: ' + scope];
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const defects = [];
  const label = (element) => {
    const text = (element.getAttribute('aria-label') || element.textContent || element.value || '')
      .replace(/\\s+/g, ' ').trim().slice(0, 30);
    const id = element.id ? '#' + element.id : '';
    const first = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return element.localName + id + (first ? '.' + first : '') + ' "' + text + '"';
  };
  const round = (value) => Math.round(value);
  if (!scope && document.documentElement.scrollWidth > width) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(-3).map(label);
    defects.push('sideways: ' + document.documentElement.scrollWidth + ' > ' + width + ' px (' + wide.join(', ') + ')');
  }
  const shown = (element) => {
    if (typeof element.checkVisibility === 'function') {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    } else {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.getClientRects().length === 0) return false;
    }
    return !element.closest('[inert], [hidden], details:not([open]) > :not(summary)');
  };
  // The box of the element inside every ancestor that clips it; null when nothing of it shows.
  const visibleBox = (element) => {
    let box = element.getBoundingClientRect();
    let left = box.left, top = box.top, right = box.right, bottom = box.bottom;
    for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none' && style.clip === 'auto') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left); top = Math.max(top, clip.top);
      right = Math.min(right, clip.right); bottom = Math.min(bottom, clip.bottom);
    }
    if (right - left < 1 || bottom - top < 1) return null;
    return { left, top, right, bottom, whole: right - left >= box.width - 1 && bottom - top >= box.height - 1, box };
  };
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])';
  const controls = [...root.querySelectorAll(selector)]
    .filter((element) => !element.closest('.visually-hidden, .skip-link') && shown(element))
    .map((element) => ({ element, seen: visibleBox(element) }))
    .filter(({ seen }) => seen !== null && seen.whole);
  for (const { element, seen } of controls) {
    if (seen.left < -0.5 || seen.right > width + 0.5) defects.push('offscreen: ' + label(element) + ' at ' + round(seen.left) + '–' + round(seen.right) + ' px');
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], b = controls[j];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const p = a.seen, q = b.seen;
      const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (across <= 1 || down <= 1) continue;
      const inside = (x, y) => x.left >= y.left - 1 && x.right <= y.right + 1 && x.top >= y.top - 1 && x.bottom <= y.bottom + 1;
      if (inside(p, q) || inside(q, p)) continue;
      defects.push('overlap: ' + label(a.element) + ' and ' + label(b.element) + ' by ' + round(across) + ' × ' + round(down) + ' px');
    }
  }
  for (const { element, seen } of controls) {
    // A link wrapped over lines is its pieces: the middle of its first piece, not of their hull.
    const first = element.getClientRects()[0] ?? seen.box;
    const x = (Math.max(first.left, seen.left) + Math.min(first.right, seen.right)) / 2;
    const y = (Math.max(first.top, seen.top) + Math.min(first.bottom, seen.bottom)) / 2;
    if (x < 0 || x >= width || y < 0 || y >= height) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === element || element.contains(hit) || hit.closest('label') === element.labels?.[0])) continue;
    // A control of a component's shadow root, or one that a scroll-snapped slide half shows.
    if (hit && hit.shadowRoot) continue;
    defects.push('covered: ' + label(element) + ' under ' + (hit ? label(hit) : 'nothing'));
  }
  const inSentence = (element) => {
    if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement;
    return !!block && (block.textContent || '').trim().length > (element.textContent || '').trim().length;
  };
  for (const { element, seen } of controls) {
    const w = seen.box.width, h = seen.box.height;
    if ((w >= 24 - 0.5 && h >= 24 - 0.5) || inSentence(element)) continue;
    const cx = (seen.left + seen.right) / 2, cy = (seen.top + seen.bottom) / 2;
    const spaced = controls.every(({ element: other, seen: box }) => other === element || other.contains(element) || element.contains(other) ||
      box.right <= cx - 12 || box.left >= cx + 12 || box.bottom <= cy - 12 || box.top >= cy + 12);
    if (!spaced) defects.push('target: ' + label(element) + ' is ' + round(w) + ' × ' + round(h) + ' px');
  }
  const fields = [...root.querySelectorAll('input:not([type]), input[type=text], input[type=search], input[type=email], input[type=number], input[type=tel], input[type=password], input[type=url]')]
    .filter((field) => !field.readOnly && field.value !== '' && shown(field) && visibleBox(field));
  for (const field of fields) {
    if (field.scrollWidth > field.clientWidth + 1) defects.push('field: ' + label(field) + ' shows ' + field.clientWidth + ' of ' + field.scrollWidth + ' px');
  }
  return defects;
`;

/** In the page: the defects of the layout (see above), one line each; an empty list when there are none. */
export const layoutDefects = new Function('{ scope }', LAYOUT_DEFECTS_BODY) as (arg: LayoutScope) => string[];

/** The widths every layout property is checked at: phone, tablet, the desktop's edges and wide. */
export const LAYOUT_WIDTHS = [320, 390, 768, 1024, 1100, 1280, 1920] as const;
