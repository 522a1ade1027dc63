import type { Catalogue } from '../catalogue.ts';

export const es: Catalogue = {
  'component.progress': 'Progreso',
  'radioSelect.choose': 'Elegir',
  'numberInput.quantity': 'Cantidad',
  'numberInput.decrease': 'Disminuir',
  'numberInput.increase': 'Aumentar',
  'slider.from': 'Desde',
  'slider.to': 'Hasta',
  'system.dismiss': 'Cerrar mensaje',
  'system.region': 'Mensajes del sistema',
  'typeahead.noResults': 'Sin resultados',
  'typeahead.results': '{count} sugerencias',
  'redirect.notice': 'Será redirigido en un momento.',
  'redirect.link': 'Continuar',
  'listToggle.showAll': 'Mostrar todo',
  'listToggle.showLess': 'Mostrar menos',
  'myList.add': 'Añadir a la lista',
  'myList.create': 'Crear una lista nueva…',
  'myList.name': 'Nombre de la lista',
  'myList.submit': 'Crear',
};
