import { WIDGET_ID_PATTERN } from './constants.ts';

/** Whether `value` is a valid widget (region) id of the wire contract. */
export function isWidgetId(value: string): boolean {
  return WIDGET_ID_PATTERN.test(value);
}
