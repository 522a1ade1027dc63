/**
 * NumberInput: a quantity with −/+ buttons. WAI-ARIA APG spinbutton: Up/Down arrows change by
 * `step`, Page Up/Page Down by ten steps, Home/End go to min/max; typed text is clamped and snapped
 * on Enter or blur. The buttons are not in the tab order (the spinbutton is the one stop) and are
 * disabled at the bounds. Key and button changes commit COMPONENT_DEBOUNCE_MS after the last one.
 * A typed value the component corrects (below min, above max, off the step) says so in a note
 * beside the field that the spinbutton names as its description (a polite status).
 */
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import type { ComponentProps } from '../shared/component-props.ts';
import { useDebouncedCommit } from '../shared/use-debounced-commit.ts';
import { normalizeNumber, parseNumber } from './number-value.ts';

export interface NumberInputProps {
  name?: string;
  label?: string;
  /** The server label's own classes (e.g. a visually-hidden label stays hidden). */
  labelClass?: string;
  value?: number;
  min?: number;
  max?: number;
  step?: number;
  /** Id the server gave its input; kept so labels and scripts still find it. */
  inputId?: string;
  /** The server field's `aria-describedby` (a message about its value), kept on the spinbutton. */
  describedBy?: string;
}

const PAGE_STEPS = 10;

export function NumberInput(props: ComponentProps<NumberInputProps>) {
  const { host, min, max, name = host.id, label = '' } = props;
  const step = props.step && props.step > 0 ? props.step : 1;
  const bounds = { min, max, step };
  const [value, setValue] = useState(() => normalizeNumber(props.value ?? min ?? 0, bounds));
  const [text, setText] = useState(String(value));
  const [note, setNote] = useState<string | null>(null);
  const noteId = `${host.id}-correction`;
  const { schedule, flush } = useDebouncedCommit(host);
  const inputId = props.inputId ?? `${host.id}-input`;

  const change = (next: number, commit: 'debounced' | 'now') => {
    const normalized = normalizeNumber(next, bounds);
    setNote(null);
    setText(String(normalized));
    if (normalized === value) return;
    setValue(normalized);
    schedule([[name, String(normalized)]]);
    if (commit === 'now') flush();
  };

  // Reads what the field shows, not the last text React saw: a value the browser put there without
  // an input event (autofill, a script) is committed or restored all the same.
  const commitText = (field: HTMLInputElement) => {
    const parsed = parseNumber(field.value);
    const shown = parsed === null ? value : normalizeNumber(parsed, bounds);
    field.value = String(shown);
    if (parsed === null) setText(String(value));
    else change(parsed, 'now');
    if (parsed !== null && shown !== parsed) setNote(correctionNote(host.t, parsed, shown, bounds));
  };

  // A mouse press on − or + leaves the focus in the field: the buttons are out of the tab order
  // and have no id, so a focus that moved onto one was lost when the commit's answer replaced the
  // control (it fell to the container). A touch leaves the focus where it was instead of raising
  // the phone's keyboard.
  const field = useRef<HTMLInputElement>(null);
  const pointer = useRef('mouse');
  const buttonPointer = {
    onPointerDown: (event: PointerEvent) => {
      pointer.current = event.pointerType;
    },
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      if (pointer.current === 'mouse') field.current?.focus({ preventScroll: true });
    },
  };

  const stepButton = (
    direction: 'decrease' | 'increase',
    label: string,
    disabled: boolean,
    next: number,
    sign: string,
  ) => (
    <button
      type="button"
      tabIndex={-1}
      className={`fg-number-input__${direction}`}
      aria-label={label}
      aria-controls={inputId}
      disabled={disabled}
      {...buttonPointer}
      onClick={() => change(next, 'debounced')}
    >
      {sign}
    </button>
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyTarget(event.key, value, step, min, max);
    if (next !== null) {
      event.preventDefault();
      change(next, 'debounced');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitText(event.currentTarget);
    }
  };

  return (
    <div className="fg-number-input">
      {label ? (
        <label
          className={
            props.labelClass ? `fg-number-input__label ${props.labelClass}` : 'fg-number-input__label'
          }
          htmlFor={inputId}
        >
          {label}
        </label>
      ) : null}
      {stepButton(
        'decrease',
        host.t('numberInput.decrease'),
        min !== undefined && value <= min,
        value - step,
        '−',
      )}
      <input
        ref={field}
        id={inputId}
        name={name}
        className="fg-number-input__input"
        type="text"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-label={label ? undefined : host.t('numberInput.quantity')}
        aria-describedby={[props.describedBy, note ? noteId : null].filter(Boolean).join(' ') || undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => commitText(event.currentTarget)}
      />
      {stepButton(
        'increase',
        host.t('numberInput.increase'),
        max !== undefined && value >= max,
        value + step,
        '+',
      )}
      <p id={noteId} className="fg-number-input__note" role="status">
        {note}
      </p>
    </div>
  );
}

/** Why a typed value was changed: below the least, above the most, or off the step. */
function correctionNote(
  t: ComponentProps<NumberInputProps>['host']['t'],
  typed: number,
  shown: number,
  { min, max, step }: { min?: number; max?: number; step: number },
): string {
  if (min !== undefined && typed < min) return t('numberInput.atLeast', { min, value: shown });
  if (max !== undefined && typed > max) return t('numberInput.atMost', { max, value: shown });
  return t('numberInput.onStep', { step, value: shown });
}

/** The value a spinbutton key moves to, or null for keys that do not change it. */
function keyTarget(key: string, value: number, step: number, min?: number, max?: number): number | null {
  switch (key) {
    case 'ArrowUp':
      return value + step;
    case 'ArrowDown':
      return value - step;
    case 'PageUp':
      return value + step * PAGE_STEPS;
    case 'PageDown':
      return value - step * PAGE_STEPS;
    case 'Home':
      return min ?? null;
    case 'End':
      return max ?? null;
    default:
      return null;
  }
}
