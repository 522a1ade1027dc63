/**
 * Hint texts ("watermarks" written into a text field as its value) are never submitted.
 *
 * Markup, the current form and the legacy one:
 *   <input type="text" name="q" value="Hledat…" data-hint="Hledat…">
 *   <input type="text" name="q" value="Hledat…" class="hint" title="Hledat…">
 * `data-hint` wins when both are present. Before serialization, a text-like field (input of
 * type text, search, email, tel, url or password, or a textarea) whose value equals its hint
 * is emptied.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_LIKE_TYPES = ['text', 'search', 'email', 'tel', 'url', 'password'];
const LEGACY_HINT_CLASS = 'hint';

function hintOf(field: TextField): string | null {
  const hint = field.getAttribute('data-hint');
  if (hint !== null) return hint;
  return field.classList.contains(LEGACY_HINT_CLASS) ? field.getAttribute('title') : null;
}

function canShowHint(control: Element): control is TextField {
  return (
    control instanceof HTMLTextAreaElement ||
    (control instanceof HTMLInputElement && TEXT_LIKE_TYPES.includes(control.type))
  );
}

/** Empties every text field of `form` that still shows its hint; returns the fields it emptied. */
export function clearHintTexts(form: HTMLFormElement): TextField[] {
  const cleared: TextField[] = [];
  for (const control of form.elements) {
    if (!canShowHint(control)) continue;
    const hint = hintOf(control);
    if (hint && control.value === hint) {
      control.value = '';
      cleared.push(control);
    }
  }
  return cleared;
}
