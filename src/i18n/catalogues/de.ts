import type { Catalogue } from '../catalogue.ts';

export const de: Catalogue = {
  'component.progress': 'Fortschritt',
  'radioSelect.choose': 'Auswählen',
  'numberInput.quantity': 'Menge',
  'numberInput.decrease': 'Verringern',
  'numberInput.increase': 'Erhöhen',
  'slider.from': 'Von',
  'slider.to': 'Bis',
  'system.dismiss': 'Meldung schließen',
  'system.region': 'Systemmeldungen',
  'typeahead.noResults': 'Keine Ergebnisse',
  'typeahead.results': '{count} Vorschläge',
  'redirect.notice': 'Sie werden gleich weitergeleitet.',
  'redirect.link': 'Weiter',
  'listToggle.showAll': 'Alle anzeigen',
  'listToggle.showLess': 'Weniger anzeigen',
  'myList.add': 'Zur Liste hinzufügen',
  'myList.create': 'Neue Liste anlegen…',
  'myList.name': 'Name der Liste',
  'myList.submit': 'Anlegen',
};
