/**
 * `<fg-universal-pagination-button id list label>` around the server's next-page link: "Load more"
 * appending the next page's items to the list. See src/components/UniversalPaginationButton.
 */
import {
  UniversalPaginationButton,
  type UniversalPaginationButtonProps,
} from '../src/components/UniversalPaginationButton/UniversalPaginationButton.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<UniversalPaginationButtonProps>(
  'fg-universal-pagination-button',
  UniversalPaginationButton,
  {
    props: { list: 'string', href: 'string', label: 'string' },
    readServerMarkup: (element) => {
      const link = element.querySelector('a[href]');
      return { href: link?.getAttribute('href') ?? undefined };
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'fg-universal-pagination-button': ReactElement;
  }
}
