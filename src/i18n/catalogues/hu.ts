import type { Catalogue } from '../catalogue.ts';

export const hu: Catalogue = {
  'component.progress': 'Folyamat',
  'radioSelect.choose': 'Válasszon',
  'numberInput.quantity': 'Mennyiség',
  'numberInput.decrease': 'Csökkentés',
  'numberInput.increase': 'Növelés',
  'slider.from': 'Ettől',
  'slider.to': 'Eddig',
  'system.dismiss': 'Üzenet bezárása',
  'system.region': 'Rendszerüzenetek',
  'typeahead.noResults': 'Nincs találat',
  'typeahead.results': '{count} javaslat',
  'redirect.notice': 'Hamarosan átirányítjuk.',
  'redirect.link': 'Tovább',
  'listToggle.showAll': 'Összes megjelenítése',
  'listToggle.showLess': 'Kevesebb megjelenítése',
  'myList.add': 'Hozzáadás listához',
  'myList.create': 'Új lista létrehozása…',
  'myList.name': 'Lista neve',
  'myList.submit': 'Létrehozás',
};
