/**
 * Slider: one or two thumbs (price from–to). WAI-ARIA APG slider (multi-thumb): each thumb is a
 * `role="slider"` with Arrow keys ±step, Page Up/Down ±10 steps, Home/End to its bounds — the two
 * thumbs bound each other. Pointer drags move the nearest thumb. Values are mirrored into the
 * server's form inputs (kept and shown, so they stay editable), and committed
 * COMPONENT_DEBOUNCE_MS (300 ms) after the last change.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { normalizeNumber } from '../NumberInput/number-value.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';
import { useDebouncedCommit } from '../shared/use-debounced-commit.ts';

export interface SliderProps {
  min?: number;
  max?: number;
  step?: number;
  /** Visible label of the slider group. */
  label?: string;
  /** Unit appended to the announced values (`Kč`). */
  unit?: string;
  from?: number;
  to?: number;
  fromName?: string;
  toName?: string;
}

const PAGE_STEPS = 10;

export function Slider(props: ComponentProps<SliderProps>) {
  const { host, min = 0, max = 100, label = '', unit = '' } = props;
  const step = props.step && props.step > 0 ? props.step : 1;
  const twoThumbs = props.toName !== undefined;
  const [values, setValues] = useState(() => {
    const from = normalizeNumber(props.from ?? min, { min, max, step });
    return twoThumbs ? [from, normalizeNumber(props.to ?? max, { min: from, max, step })] : [from];
  });
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);
  const { schedule } = useDebouncedCommit(host);
  const names = [props.fromName ?? host.id, props.toName ?? `${host.id}-to`];
  const labelId = `${host.id}-label`;

  // The server inputs carry the values into forms; typing in them moves the thumbs.
  useEffect(() => {
    values.forEach((value, index) => {
      const input = findInput(host.serverNodes, names[index] as string);
      if (input) input.value = String(value);
    });
  });
  useEffect(() => {
    const onChange = (event: Event) => {
      const index = names.indexOf((event.target as HTMLInputElement).name);
      const typed = Number((event.target as HTMLInputElement).value);
      if (index >= 0 && Number.isFinite(typed)) setThumb(index, typed);
    };
    host.element.addEventListener('change', onChange);
    return () => host.element.removeEventListener('change', onChange);
  });

  const boundsOf = (index: number) => ({
    min: index === 1 ? (values[0] as number) : min,
    max: index === 0 && twoThumbs ? (values[1] as number) : max,
    step,
  });

  const setThumb = (index: number, wanted: number) => {
    const bounds = boundsOf(index);
    const value = Math.min(Math.max(normalizeNumber(wanted, { min, max, step }), bounds.min), bounds.max);
    if (value === values[index]) return;
    const next = values.map((old, i) => (i === index ? value : old));
    setValues(next);
    schedule(next.map((v, i) => [names[i] as string, String(v)]));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const value = values[index] as number;
    const bounds = boundsOf(index);
    const targets: Record<string, number> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + step * PAGE_STEPS,
      PageDown: value - step * PAGE_STEPS,
      Home: bounds.min,
      End: bounds.max,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    setThumb(index, targets[event.key] as number);
  };

  const valueAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    return min + ((clientX - rect.left) / rect.width) * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const wanted = valueAt(event.clientX);
    const nearest =
      twoThumbs && Math.abs(wanted - (values[1] as number)) < Math.abs(wanted - (values[0] as number))
        ? 1
        : 0;
    dragging.current = nearest;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already gone cannot be captured; the drag then follows the track only.
    }
    setThumb(nearest, wanted);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== null) setThumb(dragging.current, valueAt(event.clientX));
  };

  const percent = (value: number) => (max === min ? 0 : ((value - min) / (max - min)) * 100);

  return (
    <fieldset className="fg-slider">
      {label ? (
        <legend className="fg-slider__label" id={labelId}>
          {label}
        </legend>
      ) : null}
      <div
        ref={track}
        className="fg-slider__track"
        style={{ position: 'relative', touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = null;
        }}
      >
        {values.map((value, index) => (
          <div
            key={names[index]}
            role="slider"
            tabIndex={0}
            className={`fg-slider__thumb fg-slider__thumb--${index === 0 ? 'from' : 'to'}`}
            style={{ position: 'absolute', left: `${percent(value)}%` }}
            aria-label={
              twoThumbs ? host.t(index === 0 ? 'slider.from' : 'slider.to') : label || host.t('slider.from')
            }
            aria-valuemin={boundsOf(index).min}
            aria-valuemax={boundsOf(index).max}
            aria-valuenow={value}
            aria-valuetext={unit ? `${value} ${unit}` : undefined}
            onKeyDown={onKeyDown(index)}
          />
        ))}
      </div>
      <ServerNodes nodes={host.serverNodes} className="fg-slider__inputs" />
    </fieldset>
  );
}

function findInput(nodes: readonly Node[], name: string): HTMLInputElement | null {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const input = node.matches(`input[name="${CSS.escape(name)}"]`)
      ? node
      : node.querySelector(`input[name="${CSS.escape(name)}"]`);
    if (input instanceof HTMLInputElement) return input;
  }
  return null;
}
