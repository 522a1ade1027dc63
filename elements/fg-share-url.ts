/**
 * `<fg-share-url id url label>`: the address in a read-only field and a button copying it to the
 * clipboard, with shown and announced feedback; where the clipboard is refused the address is
 * selected for the visitor to copy. The server markup is the label and the field (id
 * `<id>-address`), selectable without script. Emits `fg:share-url-copy` with `{ url, copied }`.
 * See src/components/ShareUrl.
 */
import { readShareUrl } from '../src/components/ShareUrl/read-share-url.ts';
import { ShareUrl, type ShareUrlProps } from '../src/components/ShareUrl/ShareUrl.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<ShareUrlProps>('fg-share-url', ShareUrl, {
  props: { url: 'string', label: 'string' },
  readServerMarkup: readShareUrl,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-share-url': ReactElement;
  }
}
