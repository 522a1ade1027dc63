/**
 * Reads the server markup of ListToggle's list/grid mode: the no-script form whose submit buttons
 * (`name=value`, the current one `aria-pressed="true"`) choose the layout, and its `<legend>`.
 */
import type { ListToggleProps } from './list-toggle-props.ts';

export function readListToggle(element: HTMLElement): Partial<ListToggleProps> {
  if (element.getAttribute('mode') !== 'list-grid') return {};
  const buttons = [...element.querySelectorAll<HTMLButtonElement>('button[value]')];
  if (buttons.length === 0) return {};
  return {
    name: buttons[0]?.name || undefined,
    label: element.querySelector('legend')?.textContent?.trim() || undefined,
    layouts: buttons.map((button) => ({
      value: button.value,
      label: button.textContent?.trim() || button.value,
      disabled: button.disabled,
    })),
    layout: buttons.find((button) => button.getAttribute('aria-pressed') === 'true')?.value,
  };
}
