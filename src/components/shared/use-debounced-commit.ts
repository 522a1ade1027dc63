/**
 * Commits a value COMPONENT_DEBOUNCE_MS after the last change, so a quick run of key presses or
 * drags sends one partial update. `flush` commits a pending value at once (Enter, blur).
 */
import { useEffect, useRef } from 'react';
import { COMPONENT_DEBOUNCE_MS } from '../constants.ts';
import type { HostApi, SubmitValues } from './component-props.ts';

export function useDebouncedCommit(host: HostApi) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<SubmitValues | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = () => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = null;
    if (values) void host.commit(values);
  };

  const schedule = (values: SubmitValues) => {
    pending.current = values;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, COMPONENT_DEBOUNCE_MS);
  };

  return { schedule, flush };
}
