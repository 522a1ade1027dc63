/**
 * The thumbnail picker of Gallery, as WAI-ARIA APG tabs with automatic activation: one tab stop,
 * Left/Right move to the previous/next thumbnail (wrapping), Home/End to the first/last, and the
 * focused thumbnail is shown at once.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { stepIndex } from '../Lightbox/Lightbox.tsx';

export interface GalleryPickerProps {
  label: string;
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  tabId: (index: number) => string;
  panelId: string;
  renderTab: (index: number) => ReactNode;
}

export function GalleryPicker({
  label,
  count,
  selected,
  onSelect,
  tabId,
  panelId,
  renderTab,
}: GalleryPickerProps) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const target: Record<string, number> = {
      ArrowLeft: stepIndex(selected, -1, count),
      ArrowRight: stepIndex(selected, 1, count),
      Home: 0,
      End: count - 1,
    };
    const next = target[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  };

  return (
    <div ref={list} className="fg-gallery__thumbs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the tabs are the images' positions.
          key={i}
          type="button"
          role="tab"
          id={tabId(i)}
          className="fg-gallery__thumb"
          aria-selected={i === selected}
          aria-controls={panelId}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
        >
          {renderTab(i)}
        </button>
      ))}
    </div>
  );
}
