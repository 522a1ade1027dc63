/**
 * The one disclosure button of the header components (GreedyMenu's "More", MenuCollapse's menu
 * and its nested levels, MenuSearch): WAI-ARIA APG disclosure — a native button (Enter and Space
 * toggle it) with aria-expanded and aria-controls naming the region it shows and hides.
 */
import type { ReactNode, Ref } from 'react';

export interface DisclosureButtonProps {
  expanded: boolean;
  /** Id of the region the button shows and hides. */
  controls: string;
  onToggle: () => void;
  className?: string;
  /** Accessible name when the visible content is an icon only. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

export function DisclosureButton(props: DisclosureButtonProps) {
  const { expanded, controls, onToggle, className, label, ref, children } = props;
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
