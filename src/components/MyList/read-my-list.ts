/** Reads the visitor's lists (`[data-list-id]`, text = name) and the hidden inputs sent with a choice. */
import type { MyListProps } from './MyList.tsx';

export function readMyList(element: HTMLElement): Partial<MyListProps> {
  const lists = [...element.querySelectorAll<HTMLElement>('[data-list-id]')].map((node) => ({
    id: node.dataset.listId ?? '',
    name: node.textContent?.trim() ?? '',
  }));
  const values = [...element.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')].map(
    (input): [string, string] => [input.name, input.value],
  );
  return { lists, values };
}
