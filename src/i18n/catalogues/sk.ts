import type { Catalogue } from '../catalogue.ts';

export const sk: Catalogue = {
  'component.progress': 'Priebeh',
  'radioSelect.choose': 'Vyberte',
  'numberInput.quantity': 'Množstvo',
  'numberInput.decrease': 'Znížiť',
  'numberInput.increase': 'Zvýšiť',
  'slider.from': 'Od',
  'slider.to': 'Do',
  'system.dismiss': 'Zavrieť správu',
  'system.region': 'Systémové správy',
  'typeahead.noResults': 'Nič sa nenašlo',
  'typeahead.results': 'Počet návrhov: {count}',
  'redirect.notice': 'O chvíľu budete presmerovaní.',
  'redirect.link': 'Pokračovať',
  'listToggle.showAll': 'Zobraziť všetko',
  'listToggle.showLess': 'Zobraziť menej',
  'myList.add': 'Pridať do zoznamu',
  'myList.create': 'Vytvoriť nový zoznam…',
  'myList.name': 'Názov zoznamu',
  'myList.submit': 'Vytvoriť',
};
