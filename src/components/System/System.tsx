/**
 * System: the server's system messages (success, info, warning, error), each dismissable. The live
 * regions are rendered empty first and the messages put in right after, so screen readers announce
 * them: errors through `role="alert"`, the others through a polite `role="status"`. Dismissing a
 * message moves focus to the next message's button, or to the region when none is left.
 */

import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';

export type SystemMessageType = 'success' | 'info' | 'warning' | 'error';

export interface SystemMessage {
  type: SystemMessageType;
  /** The message's server-rendered content (text, links). */
  nodes: readonly Node[];
}

export interface SystemProps {
  items?: SystemMessage[];
}

export function System(props: ComponentProps<SystemProps>) {
  const { host } = props;
  const [items, setItems] = useState<SystemMessage[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const focusAfterDismiss = useRef<number | null>(null);

  useEffect(() => setItems(props.items ?? []), [props.items]);

  useEffect(() => {
    const index = focusAfterDismiss.current;
    if (index === null) return;
    focusAfterDismiss.current = null;
    const buttons = region.current?.querySelectorAll<HTMLButtonElement>('.fg-system__dismiss') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? region.current)?.focus();
  });

  /** Focus goes to the message that takes the dismissed one's place on screen (errors come first). */
  const dismiss = (item: SystemMessage, from: Element) => {
    const shown = [...(region.current?.querySelectorAll('.fg-system__message') ?? [])];
    focusAfterDismiss.current = shown.indexOf(from.closest('.fg-system__message') as Element);
    setItems(items.filter((other) => other !== item));
  };

  const onKeyDown = (item: SystemMessage) => (event: KeyboardEvent) => {
    if (isEscapeKey(event)) {
      event.preventDefault();
      dismiss(item, event.target as Element);
    }
  };

  const render = (item: SystemMessage) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut; the button is the control
    <div
      key={(props.items ?? []).indexOf(item)}
      className={`fg-system__message fg-system__message--${item.type}`}
      onKeyDown={onKeyDown(item)}
    >
      <ServerNodes nodes={item.nodes} className="fg-system__text" />
      <button
        type="button"
        className="fg-system__dismiss"
        aria-label={host.t('system.dismiss')}
        onClick={(event) => dismiss(item, event.currentTarget)}
      >
        ×
      </button>
    </div>
  );

  return (
    <section className="fg-system" aria-label={host.t('system.region')} ref={region} tabIndex={-1}>
      <div role="alert" className="fg-system__errors">
        {items.filter((item) => item.type === 'error').map(render)}
      </div>
      <div role="status" className="fg-system__notices">
        {items.filter((item) => item.type !== 'error').map(render)}
      </div>
    </section>
  );
}
