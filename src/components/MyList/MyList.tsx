/**
 * MyList: add a product to one of the visitor's shopping lists, or create a new list. WAI-ARIA APG
 * menu button: Enter/Space/Down open the menu on the first item, Up on the last; in the menu
 * Down/Up move (wrapping), Home/End jump, Enter/Space choose, Escape closes back to the button,
 * Tab and a pointer press outside close. Choosing a list posts `listId` with the product's values as the partial update (a
 * change of the visitor's data: POST, with the CSRF header); "Create a new list…" shows a name
 * field whose form posts the same way — the server answers with the new list's detail address
 * (PU-Redirect) and the engine goes there.
 */

import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import type { ComponentProps, SubmitValues } from '../shared/component-props.ts';

export interface ShoppingList {
  id: string;
  name: string;
}

export interface MyListProps {
  lists?: ShoppingList[];
  /** Values sent with every choice (the product id ...), from the server's hidden inputs. */
  values?: SubmitValues;
}

const CREATE = '__create__';

export function MyList(props: ComponentProps<MyListProps>) {
  const { host, lists = [], values = [] } = props;
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [creating, setCreating] = useState(false);
  const items = [...lists.map((list) => list.id), CREATE];
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuItems = useRef<(HTMLDivElement | null)[]>([]);
  const nameInput = useRef<HTMLInputElement>(null);
  const chooseForm = useRef<HTMLFormElement>(null);
  const chosenList = useRef<HTMLInputElement>(null);
  const ids = { button: `${host.id}-button`, menu: `${host.id}-menu`, name: `${host.id}-name` };

  useEffect(() => {
    if (open) menuItems.current[focusIndex]?.focus();
  }, [open, focusIndex]);
  useEffect(() => {
    if (creating) nameInput.current?.focus();
  }, [creating]);
  // A pointer press outside the open menu closes it without a choice (focus stays where it went).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (index: number) => {
    const id = items[index];
    setOpen(false);
    if (id === CREATE) {
      setCreating(true);
      return;
    }
    button.current?.focus();
    const form = chooseForm.current;
    if (id === undefined || !form || !chosenList.current) return;
    chosenList.current.value = id;
    if (props.dispatchChangeEvent) host.element.dispatchEvent(new Event('change', { bubbles: true }));
    void host.submitForm(form);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] as number);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusIndex);
    } else if (isEscapeKey(event)) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nameInput.current?.value.trim()) return;
    void host.submitForm(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter ?? null);
  };

  return (
    <div className="fg-my-list" ref={root}>
      <button
        type="button"
        ref={button}
        id={ids.button}
        className="fg-my-list__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={ids.menu}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {host.t('myList.add')}
      </button>
      <div role="menu" id={ids.menu} aria-labelledby={ids.button} hidden={!open} onKeyDown={onMenuKeyDown}>
        {items.map((id, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the menu handles the keyboard for its items
          <div
            key={id}
            ref={(node) => {
              menuItems.current[index] = node;
            }}
            role="menuitem"
            tabIndex={-1}
            className="fg-my-list__item"
            onClick={() => choose(index)}
          >
            {id === CREATE ? host.t('myList.create') : lists[index]?.name}
          </div>
        ))}
      </div>
      {/* What choosing a list posts: the product's values and the list. */}
      <form ref={chooseForm} method="post" hidden>
        <HiddenValues values={values} />
        <input ref={chosenList} type="hidden" name="listId" />
      </form>
      {creating ? (
        <form className="fg-my-list__create" method="post" onSubmit={onCreate}>
          <HiddenValues values={values} />
          <label htmlFor={ids.name}>{host.t('myList.name')}</label>
          <input ref={nameInput} id={ids.name} name="newListName" required autoComplete="off" />
          <button type="submit" name="createList" value="1">
            {host.t('myList.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function HiddenValues({ values }: { values: SubmitValues }) {
  return values.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
