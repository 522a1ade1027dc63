/**
 * Typeahead: suggestions from the server for a search field. WAI-ARIA APG combobox with a listbox
 * popup (list autocomplete, manual selection). The server's form and input stay as they are (the
 * search works without JavaScript); the input is decorated with the combobox attributes. Typing
 * asks for suggestions COMPONENT_DEBOUNCE_MS after the last key; Down/Up move through them
 * (wrapping; Alt+Down only opens), Enter picks the active one, Escape closes or else clears, Tab
 * closes; Left, Right, Home, End and any edit of the text return to the field at once (the
 * highlight goes, the list stays). Picking fills the input, then follows the suggestion's same-origin url or commits.
 */
import { useEffect, useRef, useState } from 'react';
import { navigateWithinOrigin } from '../../core/page-navigation.ts';
import { COMPONENT_DEBOUNCE_MS } from '../constants.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';
import { fetchSuggestions, type Suggestion } from './suggestions.ts';

export interface TypeaheadProps {
  /** Address of the suggestions (same origin). */
  source?: string;
  /** Query parameter carrying the text (default: the input's name, else `q`). */
  param?: string;
  /** Fewest characters that ask the server. */
  minLength?: number;
}

export function Typeahead(props: ComponentProps<TypeaheadProps>) {
  const { host, source, minLength = 2 } = props;
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${host.id}-listbox`;
  const optionId = (index: number) => `${host.id}-option-${index}`;
  const input = useRef<HTMLInputElement | null>(null);
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);

  const pick = (chosen: Suggestion) => {
    const field = input.current;
    if (field) field.value = chosen.label;
    setOpen(false);
    setActive(-1);
    if (chosen.url) navigateWithinOrigin(chosen.url);
    else void host.commit([[field?.name || 'q', chosen.value]]);
  };

  // The input's listeners are attached once and read the current state through this ref.
  const state = useRef({ suggestions, open, active, pick });
  state.current = { suggestions, open, active, pick };

  // Decorate the server's input once: combobox role and the listeners of the pattern.
  useEffect(() => {
    const field = host.element.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (!field) return;
    input.current = field;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    field.setAttribute('autocomplete', 'off');
    setListLabel(field.labels?.[0]?.textContent?.trim() || undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const param = props.param ?? (field.name || 'q');

    const ask = () => {
      const text = field.value.trim();
      if (!source || text.length < minLength) {
        setSuggestions([]);
        setOpen(false);
        return;
      }
      fetchSuggestions(source, param, text).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0 && document.activeElement === field);
        },
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') console.error(error);
        },
      );
    };
    // Read by the next key at once: Enter right after a typed character must not pick the old highlight.
    const leaveHighlight = () => {
      if (state.current.active === -1) return;
      state.current = { ...state.current, active: -1 };
      setActive(-1);
    };
    const onInput = () => {
      leaveHighlight();
      clearTimeout(timer);
      timer = setTimeout(ask, COMPONENT_DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = state.current;
      const count = current.suggestions.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return;
          event.preventDefault();
          setOpen(true);
          if (event.altKey) return;
          const step = event.key === 'ArrowDown' ? 1 : -1;
          const from = current.open ? current.active : -1;
          setActive(from === -1 && step === -1 ? count - 1 : (from + step + count) % count);
          return;
        }
        case 'Enter': {
          const chosen = current.open ? current.suggestions[current.active] : undefined;
          if (!chosen) return; // no active suggestion: the server form submits as usual
          event.preventDefault();
          current.pick(chosen);
          return;
        }
        case 'Escape':
          event.preventDefault();
          if (current.open) setOpen(false);
          else field.value = '';
          setActive(-1);
          return;
        case 'Tab':
          setOpen(false);
          return;
        // The caret keys move in the text: the visitor is back in the field (APG combobox listbox keys).
        case 'ArrowLeft':
        case 'ArrowRight':
        case 'Home':
        case 'End':
          leaveHighlight();
          return;
      }
    };
    const onBlur = () => setOpen(false);
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    // Text the visitor typed into the server's field before the upgrade (not the value the page came
    // with, the last search on a results page) is asked for as if typed now.
    if (document.activeElement === field && field.value !== field.defaultValue) onInput();
    return () => {
      clearTimeout(timer);
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
    };
  }, [host, source, minLength, props.param, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(open));
    if (open && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  return (
    <div className="fg-typeahead">
      <ServerNodes nodes={host.serverNodes} className="fg-typeahead__form" />
      <div role="listbox" id={listId} className="fg-typeahead__listbox" hidden={!open} aria-label={listLabel}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: APG combobox keeps focus in the input (aria-activedescendant)
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for the listbox
          <div
            key={suggestion.url ?? suggestion.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="fg-typeahead__option"
            // Keep focus in the input while the pointer picks.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            {suggestion.label}
          </div>
        ))}
      </div>
      <div role="status" className="fg-typeahead__status">
        {open ? host.t('typeahead.results', { count: suggestions.length }) : ''}
      </div>
    </div>
  );
}
