/**
 * `<fg-my-list id pu-*>` around the visitor's lists (`[data-list-id]`) and the product's hidden
 * inputs: add to a list, or create a new one. See src/components/MyList.
 */
import { MyList, type MyListProps } from '../src/components/MyList/MyList.tsx';
import { readMyList } from '../src/components/MyList/read-my-list.ts';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

export default defineReactElement<MyListProps>('fg-my-list', MyList, { readServerMarkup: readMyList });

declare global {
  interface HTMLElementTagNameMap {
    'fg-my-list': ReactElement;
  }
}
