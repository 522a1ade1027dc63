/**
 * Automatic rotation, as the WAI-ARIA APG carousel pattern asks: it never starts by itself under
 * `prefers-reduced-motion`; the pointer over the carousel pauses it until the pointer leaves;
 * focus inside it or the visitor taking a slide stops it until the rotation control starts it again.
 */
import { prefersReducedMotion } from '../../core/reduced-motion.ts';

export interface Rotation {
  /** The carousel rotates at all (an interval was given): the rotation control is shown. */
  enabled(): boolean;
  /** Stopped by the visitor (or never started): the control offers to start. */
  stopped(): boolean;
  /** Slides change by themselves right now: the live region stays silent. */
  rotating(): boolean;
  toggle(): void;
  stop(): void;
  /** The slide changed: the next one comes a full interval later. */
  restart(): void;
  /**
   * A new interval (`rotate-interval` changed). A rotation the visitor stopped stays stopped; one
   * that had none starts as at first (not under reduced motion).
   */
  setInterval(intervalMs: number): void;
  detach(): void;
}

/**
 * Rotates by calling `advance` every `intervalMs` while rotating; `changed` is called whenever
 * what the controls show (stopped, rotating) may have changed.
 */
export function watchRotation(
  frame: HTMLElement,
  intervalMs: number,
  advance: () => void,
  changed: () => void,
): Rotation {
  let interval = intervalMs;
  const enabled = () => interval > 0;
  let stopped = !enabled() || prefersReducedMotion();
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rotating = () => enabled() && !stopped && !hovered;
  const restart = () => {
    clearTimeout(timer);
    timer = rotating() ? setTimeout(advance, interval) : undefined;
  };
  const update = (change: () => void) => {
    const was = rotating();
    change();
    if (rotating() !== was) restart();
    changed();
  };
  const enter = () =>
    update(() => {
      hovered = true;
    });
  const leave = () =>
    update(() => {
      hovered = false;
    });
  frame.addEventListener('pointerenter', enter);
  frame.addEventListener('pointerleave', leave);
  restart();

  return {
    enabled,
    stopped: () => stopped,
    rotating,
    toggle: () =>
      update(() => {
        stopped = !stopped;
      }),
    stop: () =>
      update(() => {
        stopped = true;
      }),
    restart,
    setInterval: (next) => {
      const had = enabled();
      interval = next;
      if (!enabled()) stopped = true;
      else if (!had) stopped = prefersReducedMotion();
      restart();
      changed();
    },
    detach: () => {
      clearTimeout(timer);
      frame.removeEventListener('pointerenter', enter);
      frame.removeEventListener('pointerleave', leave);
    },
  };
}
