/** ListToggle's attributes, read by both its modes (ListToggle.tsx, LayoutToggle.tsx). */
import type { ChoiceOption } from '../shared/choice-option.ts';

export interface ListToggleProps {
  /** `short-full` (default) or `list-grid`. */
  mode?: string;
  /** short-full: items shown in the short form. */
  limit?: number;
  /** list-grid: id of the list whose layout is chosen (its `data-layout`). */
  list?: string;
  /** list-grid: cookie that keeps the chosen layout. */
  cookieName?: string;
  /** list-grid: name sent with a committed layout (default `layout`). */
  name?: string;
  /** list-grid: label of the button group. */
  label?: string;
  /** list-grid: the layouts to choose from (default list and grid). */
  layouts?: ChoiceOption[];
  /** list-grid: the layout the server rendered. */
  layout?: string;
}
