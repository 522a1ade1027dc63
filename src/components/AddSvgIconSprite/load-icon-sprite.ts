/**
 * The shop's SVG sprite, fetched once per page and put hidden at the start of the body, so that
 * `<use href="#icon-cart">` finds its symbol in every browser (an external `<use>` reference does
 * not work across browsers, nor under every CSP). However many elements ask, and however many
 * partial updates bring them back, one request and one sprite per address.
 *
 * Outcomes: a leaving page (pagehide) aborts the fetch silently; no answer at all (offline) is a
 * console warning — icons are decoration and the page works without them; an answer that is not
 * the sprite (HTTP error, not SVG, redirected to another origin) is a console error, a
 * mistake in the shop's setup. What goes into the page is the sprite rebuilt from an allow-list of
 * SVG elements and attributes (inert-sprite.ts), never the parsed answer itself.
 */
import { sameOriginUrl } from '../../core/same-origin.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { inertSprite } from './inert-sprite.ts';

/** Marks the inserted sprite with its address. */
export const SPRITE_ATTRIBUTE = 'data-fg-icon-sprite';

const pending = new Map<string, Promise<void>>();

/** Fetches and inserts the sprite at `address` unless it is in the page or on its way. */
export function addIconSprite(address: string): Promise<void> {
  const url = sameOriginUrl(address);
  if (url === null) {
    console.error(new Error(`Icon sprite "${address}" is not an address of this origin: it is not loaded.`));
    return Promise.resolve();
  }
  const key = url.href;
  if (spriteInPage(key)) return Promise.resolve();
  let loading = pending.get(key);
  if (!loading) {
    loading = fetchAndInsert(url).finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

function spriteInPage(key: string): boolean {
  return [...document.querySelectorAll(`[${SPRITE_ATTRIBUTE}]`)].some(
    (sprite) => sprite.getAttribute(SPRITE_ATTRIBUTE) === key,
  );
}

async function fetchAndInsert(url: URL): Promise<void> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  window.addEventListener('pagehide', abort);
  let response: Response;
  try {
    response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
  } catch (error) {
    window.removeEventListener('pagehide', abort);
    if (!controller.signal.aborted) console.warn(`Icon sprite ${url.href} did not arrive:`, error);
    return;
  }
  try {
    const sprite = await readSprite(url, response);
    if (!spriteInPage(url.href)) document.body.prepend(sprite);
  } catch (error) {
    if (!controller.signal.aborted) console.error(error);
  } finally {
    window.removeEventListener('pagehide', abort);
  }
}

/** The answer rebuilt of the sprite allow-list (inert-sprite.ts), hidden; throws when the answer is not the sprite. */
async function readSprite(url: URL, response: Response): Promise<SVGSVGElement> {
  const name = `Icon sprite ${url.href}`;
  if (response.redirected && sameOriginUrl(response.url) === null) {
    throw new Error(`${name} was redirected to another origin: it is not used.`);
  }
  if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}.`);
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\/svg\+xml\s*(;|$)/i.test(type)) {
    throw new Error(`${name} is not SVG (content type "${type}").`);
  }
  const parsed = parseHTMLFragment(await response.text()).querySelector('svg');
  const svg = parsed && inertSprite(parsed);
  if (!svg) throw new Error(`${name} holds no <svg> element.`);
  svg.setAttribute(SPRITE_ATTRIBUTE, url.href);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  // Not display:none — some browsers then draw no gradients or masks of the symbols. The CSSOM,
  // not a style attribute, so a strict style-src allows it.
  Object.assign(svg.style, { position: 'absolute', width: '0', height: '0', overflow: 'hidden' });
  return svg;
}
