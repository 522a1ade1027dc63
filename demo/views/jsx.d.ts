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
