/**
 * RadioSelect: a select-like dropdown of radio choices (delivery, sort order). WAI-ARIA APG
 * disclosure button + radio group: the button shows the current choice and opens the group; in the
 * group the arrow keys move and check (wrapping, skipping disabled choices), Home/End jump, Space
 * or Enter confirms, Escape restores the choice the group was opened with, Tab confirms and moves
 * on. Confirming a new value commits it (the `pu-*` partial update). The value also stays in a
 * hidden input, so a surrounding form submits it.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type ChoiceOption, firstEnabled, lastEnabled, nextEnabled } from '../shared/choice-option.ts';
import type { ComponentProps } from '../shared/component-props.ts';

export interface RadioSelectProps {
  /** Form field name sent with the value. */
  name?: string;
  /** Visible label of the group. */
  label?: string;
  options?: ChoiceOption[];
  /** The checked value. */
  value?: string;
}

export function RadioSelect(props: ComponentProps<RadioSelectProps>) {
  const { host, options = [], name = host.id, label = '' } = props;
  const [value, setValue] = useState(props.value);
  const [open, setOpen] = useState(false);
  const openedWith = useRef(value);
  const radios = useRef<(HTMLDivElement | null)[]>([]);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const checkedIndex = options.findIndex((option) => option.value === value);
  const focusIndex = checkedIndex >= 0 ? checkedIndex : firstEnabled(options);
  const ids = { label: `${host.id}-label`, button: `${host.id}-button`, group: `${host.id}-group` };

  useEffect(() => {
    if (open) radios.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openGroup = () => {
    openedWith.current = value;
    setOpen(true);
  };

  const close = (confirmed: string | undefined, focusButton: boolean) => {
    setOpen(false);
    setValue(confirmed);
    if (focusButton) button.current?.focus();
    if (confirmed !== openedWith.current && confirmed !== undefined) void host.commit([[name, confirmed]]);
  };

  // A pointer press outside the open dropdown confirms the choice, like Tab.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(value, false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openGroup();
    }
  };

  // The keys act on the radio that has the focus, however it got there (a screen reader, a script).
  const onGroupKeyDown = (event: KeyboardEvent) => {
    const focused = radios.current.indexOf(event.target as HTMLDivElement);
    const from = focused === -1 ? focusIndex : focused;
    const move = (index: number) => {
      event.preventDefault();
      setValue(options[index]?.value);
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        return move(nextEnabled(options, from, 1));
      case 'ArrowUp':
      case 'ArrowLeft':
        return move(nextEnabled(options, from, -1));
      case 'Home':
        return move(firstEnabled(options));
      case 'End':
        return move(lastEnabled(options));
      case ' ':
      case 'Enter': {
        event.preventDefault();
        const option = options[from];
        return close(option && !option.disabled ? option.value : value, true);
      }
      case 'Escape':
        event.preventDefault();
        return close(openedWith.current, true);
      case 'Tab':
        return close(value, false);
    }
  };

  const selected = options[checkedIndex];
  return (
    <div className="fg-radio-select" ref={root}>
      <span className="fg-radio-select__label" id={ids.label}>
        {label}
      </span>
      <button
        type="button"
        ref={button}
        id={ids.button}
        className="fg-radio-select__button"
        aria-expanded={open}
        aria-controls={ids.group}
        aria-labelledby={`${ids.label} ${ids.button}`}
        onClick={() => (open ? close(value, true) : openGroup())}
        onKeyDown={onButtonKeyDown}
      >
        {selected?.label ?? host.t('radioSelect.choose')}
      </button>
      <div
        role="radiogroup"
        id={ids.group}
        className="fg-radio-select__group"
        aria-labelledby={ids.label}
        hidden={!open}
        onKeyDown={onGroupKeyDown}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a native radio checks on every arrow key and cannot defer the commit to confirmation
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled for the whole group (onGroupKeyDown)
          <div
            key={option.value}
            ref={(node) => {
              radios.current[index] = node;
            }}
            role="radio"
            className="fg-radio-select__option"
            aria-checked={option.value === value}
            aria-disabled={option.disabled || undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => !option.disabled && close(option.value, true)}
          >
            {option.label}
          </div>
        ))}
      </div>
      {value !== undefined ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}
