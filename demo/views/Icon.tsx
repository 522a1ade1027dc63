/**
 * An icon of the shop's sprite (demo/public/icons.svg), referenced by its address: the browser
 * draws it with or without script (the sprite `<fg-add-svg-icon-sprite>` puts into the page serves
 * the components' own icons). Decoration only: the text beside it names the link or button. Its
 * box is sized by the CSS, so the header keeps its size before the sprite arrives.
 */
export type IconName =
  | 'logo'
  | 'cart'
  | 'compare'
  | 'list'
  | 'user'
  | 'user-plus'
  | 'logout'
  | 'search'
  | 'menu'
  | 'store';

export const ICON_SPRITE_URL = '/static/icons.svg';

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_URL}#icon-${name}`} />
    </svg>
  );
}
