/**
 * RadioSelectTab: the RadioSelect choice shown as tabs. WAI-ARIA APG tabs with manual activation
 * (a choice costs a request): Left/Right move focus (wrapping, skipping disabled tabs), Home/End
 * jump, Enter or Space selects and commits. The tabs control the region the partial update
 * replaces (`aria-controls` = the first `pu-target` id, which the server marks `role="tabpanel"`).
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { type ChoiceOption, firstEnabled, lastEnabled, nextEnabled } from '../shared/choice-option.ts';
import type { ComponentProps } from '../shared/component-props.ts';

export interface RadioSelectTabProps {
  name?: string;
  label?: string;
  options?: ChoiceOption[];
  value?: string;
}

export function RadioSelectTab(props: ComponentProps<RadioSelectTabProps>) {
  const { host, options = [], name = host.id, label = '' } = props;
  const [value, setValue] = useState(props.value);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const [focusIndex, setFocusIndex] = useState(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = host.element.getAttribute('pu-target')?.split('+')[0]?.trim() || undefined;
  const labelId = `${host.id}-label`;

  const focusTab = (index: number) => {
    setFocusIndex(index);
    tabs.current[index]?.focus();
  };

  const select = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setFocusIndex(index);
    if (option.value === value) return;
    setValue(option.value);
    void host.commit([[name, option.value]]);
  };

  // The keys act on the tab that has the focus, however it got there (a click, a script, Tab).
  const onKeyDown = (event: KeyboardEvent) => {
    const focused = tabs.current.indexOf(event.target as HTMLButtonElement);
    if (focused === -1) return;
    const move = tabMove(event.key, options, focused);
    if (move !== null) {
      event.preventDefault();
      focusTab(move);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(focused);
    }
  };

  return (
    <div className="fg-radio-select-tab">
      {label ? (
        <span className="fg-radio-select-tab__label" id={labelId}>
          {label}
        </span>
      ) : null}
      <div role="tablist" aria-labelledby={label ? labelId : undefined} onKeyDown={onKeyDown}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${host.id}-tab-${index}`}
            className="fg-radio-select-tab__tab"
            aria-selected={option.value === value}
            aria-controls={panel}
            aria-disabled={option.disabled || undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            // The focused tab is the tab stop, so Tab out and back returns to it.
            onFocus={() => setFocusIndex(index)}
            onClick={() => select(index)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {value !== undefined ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}

/** The tab a navigation key moves focus to, or null for other keys. */
function tabMove(key: string, options: ChoiceOption[], from: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return nextEnabled(options, from, 1);
    case 'ArrowLeft':
      return nextEnabled(options, from, -1);
    case 'Home':
      return firstEnabled(options);
    case 'End':
      return lastEnabled(options);
    default:
      return null;
  }
}
