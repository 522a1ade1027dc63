import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Custom elements of storefront-elements used in the demo's server-rendered markup. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fg-partial-update': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { target?: string };
      'fg-typeahead': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { source?: string };
      'fg-my-list': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-system': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-list-toggle': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { limit?: number };
      'fg-number-input': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-radio-select': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'fg-cookie-consent': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        closable?: boolean;
        'exclude-selector'?: string;
      };
    }
  }
}
