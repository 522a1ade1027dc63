/**
 * MenuCollapse: the phone navigation. A button (aria-expanded, aria-controls) opens the panel
 * with the categories, whose nested levels expand (MenuLevels). Opening puts the focus on the
 * first link; Escape closes and gives the focus back to the button. A partial update of the page's
 * content (the controller's global target, which the panel would cover) or one started from a link
 * of the menu closes it too, and a focus left inside goes back to the button. A pointer press
 * outside closes it without moving the focus. A tap on the server's `<summary>` before the upgrade
 * opens the `<details>` natively (such a click is not held: elements/upgrade-policy.ts); the
 * component then renders open.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { engineConfigOf } from '../../core/engine-config.ts';
import type { PartialUpdateStartDetail } from '../../core/events.ts';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { DisclosureButton } from '../shared/DisclosureButton.tsx';
import type { MenuLink } from '../shared/menu-links.ts';
import { serverDetailsOpened } from '../shared/server-details-opened.ts';
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

  // Read at the first commit, not before the render: the tap may come while it is under way.
  useLayoutEffect(() => {
    if (serverDetailsOpened(host)) setOpen(true);
  }, [host]);

  useEffect(() => {
    if (open) panel.current?.querySelector('a')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onUpdate = (event: Event) => {
      const { settings, source } = (event as CustomEvent<PartialUpdateStartDetail>).detail;
      // The page's content is replaced (the panel would cover it), or a link of the menu was chosen;
      // a refresh of another region (the basket count) leaves the menu open.
      const global = engineConfigOf(host.element).globalTarget;
      const fromMenu = source !== null && panel.current?.contains(source);
      if (!fromMenu && !(global && settings.target.includes(global))) return;
      const focusInside = panel.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!host.element.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isEscapeKey(event)) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('fg:pu-start', onUpdate);
    document.addEventListener('pointerdown', onPointerDown);
    host.element.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('fg:pu-start', onUpdate);
      document.removeEventListener('pointerdown', onPointerDown);
      host.element.removeEventListener('keydown', onKeyDown);
    };
  }, [open, host]);

  return (
    <div className={`menu-collapse${open ? ' menu-collapse--open' : ''}`}>
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
