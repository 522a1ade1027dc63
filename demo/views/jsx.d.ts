import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Custom elements of storefront-elements used in the demo's server-rendered markup. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fg-partial-update': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { target?: string };
      'fg-typeahead': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { source?: string };
      'fg-my-list': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-system': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-number-input': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-radio-select': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-slider': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        label?: string;
        unit?: string;
        min?: string;
        max?: string;
        step?: string;
      };
      'fg-list-toggle': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        mode?: 'short-full' | 'list-grid';
        list?: string;
        limit?: number;
      };
      'fg-universal-pagination-button': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        list?: string;
        label?: string;
      };
      'fg-carousel': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        label?: string;
        'rotate-interval'?: number;
      };
      'fg-social-share': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        url?: string;
        'share-title'?: string;
        networks?: string;
      };
      'fg-share-url': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { url?: string };
      'fg-aside-nav': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'cookie-name'?: string;
      };
      'fg-anchors-list': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { offset?: number };
      'fg-gallery': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { label?: string };
      'fg-gallery-grid': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { limit?: number };
      'fg-map-pointer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        tiles?: string;
        attribution?: string;
        'max-zoom'?: string;
        poster?: string;
        'poster-alt'?: string;
      };
      'fg-cookie-consent': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        closable?: boolean;
        'exclude-selector'?: string;
      };
      'fg-web-layout': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { header?: string };
      'fg-add-svg-icon-sprite': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        src?: string;
      };
      'fg-greedy-menu': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-menu-collapse': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { icon?: string };
      'fg-menu-search': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        controls?: string;
        label?: string;
        icon?: string;
      };
    }
  }
}
