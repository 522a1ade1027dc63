import type { Catalogue } from '../catalogue.ts';

export const it: Catalogue = {
  'component.progress': 'Avanzamento',
  'radioSelect.choose': 'Scegli',
  'numberInput.quantity': 'Quantità',
  'numberInput.decrease': 'Diminuisci',
  'numberInput.increase': 'Aumenta',
  'slider.from': 'Da',
  'slider.to': 'A',
  'system.dismiss': 'Chiudi messaggio',
  'system.region': 'Messaggi di sistema',
  'typeahead.noResults': 'Nessun risultato',
  'typeahead.results': '{count} suggerimenti',
  'redirect.notice': 'Tra un momento verrai reindirizzato.',
  'redirect.link': 'Continua',
  'listToggle.showAll': 'Mostra tutto',
  'listToggle.showLess': 'Mostra meno',
  'myList.add': 'Aggiungi alla lista',
  'myList.create': 'Crea una nuova lista…',
  'myList.name': 'Nome della lista',
  'myList.submit': 'Crea',
};
