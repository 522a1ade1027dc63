/**
 * The icon sprite element's behaviour, without React (elements/define-behaviour-element.ts): puts
 * the shop's SVG sprite (the `src` address, same origin only) hidden at the start of the body,
 * once per page, so `<use href="#icon-cart">` works in every browser. It renders nothing itself;
 * see load-icon-sprite.ts for the outcomes of the fetch.
 */
import { addIconSprite } from './load-icon-sprite.ts';

export interface AddSvgIconSpriteProps {
  /** The sprite's address. */
  src?: string;
}

/** Fetches and inserts the sprite of `src`; there is nothing to detach. */
export function attachSvgIconSprite(_element: HTMLElement, { src }: AddSvgIconSpriteProps): () => void {
  if (src) void addIconSprite(src);
  else console.error(new Error('AddSvgIconSprite has no src address: no sprite is loaded.'));
  return () => {};
}
