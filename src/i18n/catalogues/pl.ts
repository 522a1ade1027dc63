import type { Catalogue } from '../catalogue.ts';

export const pl: Catalogue = {
  'component.progress': 'Postęp',
  'radioSelect.choose': 'Wybierz',
  'numberInput.quantity': 'Ilość',
  'numberInput.decrease': 'Zmniejsz',
  'numberInput.increase': 'Zwiększ',
  'slider.from': 'Od',
  'slider.to': 'Do',
  'system.dismiss': 'Zamknij komunikat',
  'system.region': 'Komunikaty systemowe',
  'typeahead.noResults': 'Brak wyników',
  'typeahead.results': 'Liczba podpowiedzi: {count}',
  'redirect.notice': 'Za chwilę nastąpi przekierowanie.',
  'redirect.link': 'Dalej',
  'listToggle.showAll': 'Pokaż wszystko',
  'listToggle.showLess': 'Pokaż mniej',
  'myList.add': 'Dodaj do listy',
  'myList.create': 'Utwórz nową listę…',
  'myList.name': 'Nazwa listy',
  'myList.submit': 'Utwórz',
};
