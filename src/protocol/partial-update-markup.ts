/**
 * The partial-update markup (docs/protocol.md), once: the controller's tag and the attributes the
 * engine reads on the page. Every setting has two spellings, `data-pu-x` and the older
 * `data-partial-update-x`, which mean the same. Pure constants (written out: the entry script
 * carries them) and one function, no DOM.
 */

/** The controller element: `<fg-partial-update target="…">`. */
export const CONTROLLER_TAG = 'fg-partial-update';

/** The two spellings of a setting attribute, before the setting's name. */
export const SETTING_PREFIXES = ['data-pu-', 'data-partial-update-'] as const;
/** All the settings as one JSON object (`data-pu-settings`), or as the bare attribute. */
export const COMBINED_SETTINGS_ATTRIBUTES = [
  'data-pu-settings',
  'data-partial-update-settings',
  'data-pu',
  'data-partial-update',
];
/** An element with any of these starts updates of its own (with its other `data-pu-*` settings). */
export const OWN_SETTINGS_SELECTOR =
  '[data-pu],[data-partial-update],[data-pu-target],[data-partial-update-target],[data-pu-settings],[data-partial-update-settings],[data-pu-url],[data-partial-update-url],[data-pu-submit-id],[data-partial-update-submit-id]';
/** The events an element's update starts on (triggers.ts). */
export const TRIGGER_ATTRIBUTES = ['data-pu-on', 'data-partial-update-on'];
/** A container's data for one request only (`removeContainerWidgetData`). */
export const CONTAINER_DATA_ATTRIBUTES = ['data-pu-data', 'data-partial-update-data'];

/** A container the controller updates (a marker, not a setting). */
export const CONTAINER_ATTRIBUTES = ['data-pu-container', 'data-partial-update-container'];
export const CONTAINER_SELECTOR = '[data-pu-container],[data-partial-update-container]';
/** An area whose links and forms stay normal browser behaviour. */
export const NO_PARTIAL_UPDATE_SELECTOR = '[data-no-pu],[data-no-partial-update]';

/** A region's own swap mode and view transition (docs/morph-and-prefetch.md). */
export const SWAP_SETTINGS = ['swap', 'transition'] as const;
export const SWAP_SETTINGS_SELECTOR =
  '[data-pu-swap],[data-partial-update-swap],[data-pu-transition],[data-partial-update-transition]';

/** An attribute's setting name as the settings object spells it: `submit-id` → `submitId`. */
export function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
