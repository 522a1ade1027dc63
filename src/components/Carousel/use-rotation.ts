/**
 * Automatic rotation, as the WAI-ARIA APG carousel pattern asks: it never starts by itself under
 * `prefers-reduced-motion`; the pointer over the carousel pauses it until the pointer leaves;
 * focus inside it or the visitor taking a slide stops it until the rotation control starts it again.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../core/reduced-motion.ts';

export interface Rotation {
  /** The carousel rotates at all (an interval was given): the rotation control is shown. */
  readonly enabled: boolean;
  /** Stopped by the visitor (or never started): the control offers to start. */
  readonly stopped: boolean;
  /** Slides change by themselves right now: the live region stays silent. */
  readonly rotating: boolean;
  toggle(): void;
  stop(): void;
}

export function useRotation(
  frame: RefObject<HTMLElement | null>,
  intervalMs: number,
  advance: () => void,
  current: number,
): Rotation {
  const enabled = intervalMs > 0;
  const [stopped, setStopped] = useState(() => !enabled || prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const rotating = enabled && !stopped && !hovered;
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [frame, enabled]);

  // A slide changed by hand also restarts the wait, so every slide is shown for the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current restarts the timer on purpose.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => advanceRef.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, intervalMs, current]);

  return {
    enabled,
    stopped,
    rotating,
    toggle: () => setStopped((was) => !was),
    stop: () => setStopped(true),
  };
}
