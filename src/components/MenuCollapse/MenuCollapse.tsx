/**
 * MenuCollapse: the phone navigation. A button (aria-expanded, aria-controls) opens the panel
 * with the categories, whose nested levels expand (MenuLevels). Opening puts the focus on the
 * first link; Escape closes and gives the focus back to the button. A partial update closes it too
 * — a link chosen in the menu, or any other update of the page: the panel would otherwise cover
 * the new content — and a focus left inside goes back to the button. A pointer press outside
 * closes it without moving the focus.
 */
import { useEffect, useRef, useState } from 'react';
import { isEscapeKey } from '../../core/escape-key.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { DisclosureButton } from '../shared/DisclosureButton.tsx';
import type { MenuLink } from '../shared/menu-links.ts';
import { MenuLevels } from './MenuLevels.tsx';

export interface MenuCollapseProps {
  /** The button's text (the server `<summary>`). */
  label?: string;
  /** Name of the navigation landmark. */
  navLabel?: string;
  links?: MenuLink[];
  /** Id of a symbol of the page's SVG sprite shown in the button. */
  icon?: string;
}

export function MenuCollapse(props: ComponentProps<MenuCollapseProps>) {
  const { host, links = [], icon } = props;
  const label = props.label ?? host.t('menuCollapse.menu');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = `${host.id}-panel`;

  useEffect(() => {
    if (open) panel.current?.querySelector('a')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onUpdate = () => {
      const focusInside = panel.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!host.element.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('fg:pu-start', onUpdate);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('fg:pu-start', onUpdate);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, host]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open || !isEscapeKey(event)) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={`menu-collapse${open ? ' menu-collapse--open' : ''}`} onKeyDown={onKeyDown}>
      <DisclosureButton
        ref={button}
        className="menu-collapse__button"
        expanded={open}
        controls={panelId}
        onToggle={() => setOpen(!open)}
      >
        {icon ? (
          <svg className="menu-collapse__icon" aria-hidden="true" focusable="false">
            <use href={`#${icon}`} />
          </svg>
        ) : null}
        <span className="menu-collapse__label">{label}</span>
      </DisclosureButton>
      <nav
        ref={panel}
        id={panelId}
        className="menu-collapse__panel"
        aria-label={props.navLabel ?? label}
        hidden={!open}
      >
        <MenuLevels
          links={links}
          idPrefix={`${host.id}-level`}
          subLevelLabel={(name) => host.t('menuCollapse.subLevel', { name })}
        />
      </nav>
    </div>
  );
}
