import type { Catalogue } from '../catalogue.ts';

export const fr: Catalogue = {
  'component.progress': 'Progression',
  'radioSelect.choose': 'Choisir',
  'numberInput.quantity': 'Quantité',
  'numberInput.decrease': 'Diminuer',
  'numberInput.increase': 'Augmenter',
  'slider.from': 'De',
  'slider.to': 'À',
  'system.dismiss': 'Fermer le message',
  'system.region': 'Messages système',
  'typeahead.noResults': 'Aucun résultat',
  'typeahead.results': '{count} suggestions',
  'redirect.notice': 'Vous allez être redirigé dans un instant.',
  'redirect.link': 'Continuer',
  'listToggle.showAll': 'Tout afficher',
  'listToggle.showLess': 'Afficher moins',
  'myList.add': 'Ajouter à une liste',
  'myList.create': 'Créer une nouvelle liste…',
  'myList.name': 'Nom de la liste',
  'myList.submit': 'Créer',
};
