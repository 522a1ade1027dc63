/** Links that open in a new window: what the external-link hardening works on (and waits for). */
export const NEW_WINDOW_LINKS = 'a[target="_blank" i], area[target="_blank" i]';
