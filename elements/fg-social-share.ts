/**
 * `<fg-social-share id url share-title networks>`: the device's share sheet (Web Share API) where
 * there is one, otherwise links to Facebook, X, LinkedIn and e-mail built from the page's canonical
 * address and title; no third-party script loads. Its server children (the same links, for pages
 * without script) are replaced. Emits `fg:share` with `{ method, outcome? }`. See
 * src/components/SocialShare.
 */
import { SocialShare, type SocialShareProps } from '../src/components/SocialShare/SocialShare.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<SocialShareProps>('fg-social-share', SocialShare, {
  props: { url: 'string', shareTitle: 'string', networks: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-social-share': ReactElement;
  }
}
