/**
 * ListToggle's list/grid mode: a radio group (WAI-ARIA APG) choosing the layout of the list named
 * by `list`, written as its `data-layout` attribute for the shop's CSS. One tab stop, the checked
 * layout; the arrow keys move and check (wrapping, skipping disabled layouts), Space checks the
 * focused one; a click checks. The choice is kept in a cookie (layout-cookie.ts) that the server
 * can honour, and is applied again to a list that a partial update or the pagination swapped in.
 * A new choice also commits `name=layout` (the element's `pu-*` update, when it has one).
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { readCookie } from '../../toolkit/cookies.ts';
import { type ChoiceOption, nextEnabled } from '../shared/choice-option.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { DEFAULT_LIST_LAYOUT_COOKIE, writeLayoutCookie } from './layout-cookie.ts';
import type { ListToggleProps } from './list-toggle-props.ts';

const DEFAULT_LAYOUTS = ['list', 'grid'];
/** Events after which the list may be a new element (a swapped region, a numbered page). */
const LIST_REPLACED_EVENTS = ['fg:pu-after-replace', 'fg:pagination-complete'] as const;
const ARROW_STEPS: Readonly<Record<string, 1 | -1>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

export function LayoutToggle(props: ComponentProps<ListToggleProps>) {
  const { host, list, cookieName = DEFAULT_LIST_LAYOUT_COOKIE, name = 'layout' } = props;
  const layouts: ChoiceOption[] = props.layouts?.length
    ? props.layouts
    : DEFAULT_LAYOUTS.map((value) => ({ value, label: host.t(`listToggle.${value}`) }));
  const [layout, setLayout] = useState(() => {
    const known = (value: string | null | undefined) =>
      layouts.find((option) => option.value === value && !option.disabled)?.value;
    const listElement = list ? document.getElementById(list) : null;
    return (
      known(readCookie(cookieName)) ??
      known(props.layout) ??
      known(listElement?.dataset.layout) ??
      (layouts.find((option) => !option.disabled)?.value as string)
    );
  });
  const radios = useRef<(HTMLDivElement | null)[]>([]);
  const checkedIndex = layouts.findIndex((option) => option.value === layout);
  const controls = list && document.getElementById(list) ? list : undefined;
  const labelId = `${host.id}-label`;

  useEffect(() => {
    const apply = () => {
      const element = list ? document.getElementById(list) : null;
      if (element && element.dataset.layout !== layout) element.dataset.layout = layout;
    };
    apply();
    for (const type of LIST_REPLACED_EVENTS) document.addEventListener(type, apply);
    return () => {
      for (const type of LIST_REPLACED_EVENTS) document.removeEventListener(type, apply);
    };
  }, [list, layout]);

  const choose = (index: number, focus: boolean) => {
    const option = layouts[index];
    if (!option || option.disabled) return;
    if (focus) radios.current[index]?.focus();
    if (option.value === layout) return;
    setLayout(option.value);
    writeLayoutCookie(cookieName, option.value);
    void host.commit([[name, option.value]]);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = radios.current.indexOf(document.activeElement as HTMLDivElement | null);
    const from = focused >= 0 ? focused : checkedIndex;
    const step = ARROW_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      choose(nextEnabled(layouts, from, step), true);
    } else if (event.key === ' ') {
      event.preventDefault();
      choose(from, false);
    }
  };

  return (
    <div
      className="fg-list-toggle fg-list-toggle--layout"
      role="radiogroup"
      aria-labelledby={labelId}
      onKeyDown={onKeyDown}
    >
      <span className="fg-list-toggle__label" id={labelId}>
        {props.label ?? host.t('listToggle.layout')}
      </span>
      {layouts.map((option, index) => (
        // biome-ignore lint/a11y/useSemanticElements: native radios inside the page's forms would be submitted with them
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled for the whole group (onKeyDown)
        <div
          key={option.value}
          ref={(node) => {
            radios.current[index] = node;
          }}
          role="radio"
          className={`fg-list-toggle__layout fg-list-toggle__layout--${option.value}`}
          aria-checked={index === checkedIndex}
          aria-disabled={option.disabled || undefined}
          aria-controls={controls}
          tabIndex={index === Math.max(checkedIndex, 0) ? 0 : -1}
          onClick={() => choose(index, true)}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}
