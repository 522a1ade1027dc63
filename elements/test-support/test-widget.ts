/**
 * The component the element tests mount: it shows its props, counts its mounts, commits a value
 * (`size=L`), emits `onPick`, and places the server children it was given.
 */
import { createElement, useEffect, useState } from 'react';
import type { ComponentProps } from '../../src/components/shared/component-props.ts';
import { ServerNodes } from '../../src/components/shared/ServerNodes.tsx';
import { defineReactElement } from '../define-react-element.ts';

export interface WidgetProps {
  label?: string;
  count?: number;
  active?: boolean;
  config?: { size: string };
  onPick?: (detail: unknown) => void;
}

/** How often a TestWidget has mounted (a test resets it). */
export const widgetMounts = { count: 0 };

function Widget(props: ComponentProps<WidgetProps>) {
  const { label = 'default label', count = 1, active = false, config, host } = props;
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    widgetMounts.count += 1;
  }, []);
  return createElement(
    'div',
    { className: 'widget' },
    createElement('p', { className: 'label' }, label),
    createElement('p', { className: 'count' }, String(count)),
    createElement('p', { className: 'active' }, String(active)),
    createElement('p', { className: 'config' }, config?.size ?? 'no config'),
    createElement('p', { className: 'lang' }, `${props.lang}:${host.t('slider.from')}`),
    createElement(
      'button',
      { type: 'button', className: 'clicks', onClick: () => setClicks(clicks + 1) },
      clicks,
    ),
    createElement('button', {
      type: 'button',
      className: 'commit',
      onClick: () => void host.commit([['size', 'L']]),
    }),
    createElement('button', {
      type: 'button',
      className: 'pick',
      onClick: () => props.onPick?.({ picked: 1 }),
    }),
    // Decorating in place means leaving the server children where they are.
    props.allowDecorateInnerElements
      ? null
      : createElement(ServerNodes, { nodes: host.serverNodes, className: 'server' }),
  );
}

export const testWidget = defineReactElement<WidgetProps>('fg-test-widget', Widget, {
  props: { label: 'string', count: 'number', active: 'boolean', config: 'json' },
  events: { onPick: 'fg-test-pick' },
});
