/**
 * AddSvgIconSprite: puts the shop's SVG sprite (the `src` address, same origin only) hidden at the
 * start of the body, once per page, so `<use href="#icon-cart">` works in every browser. It renders
 * nothing itself; see load-icon-sprite.ts for the outcomes of the fetch.
 */
import { useEffect } from 'react';
import type { ComponentProps } from '../shared/component-props.ts';
import { addIconSprite } from './load-icon-sprite.ts';

export interface AddSvgIconSpriteProps {
  /** The sprite's address. */
  src?: string;
}

export function AddSvgIconSprite({ src }: ComponentProps<AddSvgIconSpriteProps>) {
  useEffect(() => {
    if (src) void addIconSprite(src);
    else console.error(new Error('AddSvgIconSprite has no src address: no sprite is loaded.'));
  }, [src]);
  return null;
}
