import type { Catalogue } from '../catalogue.ts';

export const en: Catalogue = {
  'component.progress': 'Progress',
  'radioSelect.choose': 'Choose',
  'numberInput.quantity': 'Quantity',
  'numberInput.decrease': 'Decrease',
  'numberInput.increase': 'Increase',
  'slider.from': 'From',
  'slider.to': 'To',
  'system.dismiss': 'Dismiss message',
  'system.region': 'System messages',
  'typeahead.noResults': 'No results',
  'typeahead.results': '{count} suggestions',
  'redirect.notice': 'You will be redirected in a moment.',
  'redirect.link': 'Continue',
  'listToggle.showAll': 'Show all',
  'listToggle.showLess': 'Show less',
  'myList.add': 'Add to list',
  'myList.create': 'Create a new list…',
  'myList.name': 'List name',
  'myList.submit': 'Create',
};
