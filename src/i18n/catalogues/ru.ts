import type { Catalogue } from '../catalogue.ts';

export const ru: Catalogue = {
  'component.progress': 'Ход выполнения',
  'radioSelect.choose': 'Выберите',
  'numberInput.quantity': 'Количество',
  'numberInput.decrease': 'Уменьшить',
  'numberInput.increase': 'Увеличить',
  'slider.from': 'От',
  'slider.to': 'До',
  'system.dismiss': 'Закрыть сообщение',
  'system.region': 'Системные сообщения',
  'typeahead.noResults': 'Ничего не найдено',
  'typeahead.results': 'Подсказок: {count}',
  'redirect.notice': 'Сейчас вы будете перенаправлены.',
  'redirect.link': 'Продолжить',
  'listToggle.showAll': 'Показать все',
  'listToggle.showLess': 'Показать меньше',
  'myList.add': 'Добавить в список',
  'myList.create': 'Создать новый список…',
  'myList.name': 'Название списка',
  'myList.submit': 'Создать',
};
