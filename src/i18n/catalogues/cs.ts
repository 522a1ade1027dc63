import type { Catalogue } from '../catalogue.ts';

export const cs: Catalogue = {
  'component.progress': 'Průběh',
  'radioSelect.choose': 'Vyberte',
  'numberInput.quantity': 'Množství',
  'numberInput.decrease': 'Snížit',
  'numberInput.increase': 'Zvýšit',
  'slider.from': 'Od',
  'slider.to': 'Do',
  'system.dismiss': 'Zavřít zprávu',
  'system.region': 'Systémové zprávy',
  'typeahead.noResults': 'Nic nenalezeno',
  'typeahead.results': 'Počet návrhů: {count}',
  'redirect.notice': 'Za okamžik budete přesměrováni.',
  'redirect.link': 'Pokračovat',
  'listToggle.showAll': 'Zobrazit vše',
  'listToggle.showLess': 'Zobrazit méně',
  'myList.add': 'Přidat do seznamu',
  'myList.create': 'Vytvořit nový seznam…',
  'myList.name': 'Název seznamu',
  'myList.submit': 'Vytvořit',
};
