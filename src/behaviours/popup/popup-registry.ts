/**
 * The open popups, one per trigger. Opening a popup closes the others unless its trigger is inside
 * one of them (a popup opened from a popup keeps its parent open).
 */
import type { PopupChrome, RenderPopupChrome } from './popup-chrome.ts';
import { contentAddress, loadContent, type PopupContent } from './popup-content.ts';
import { type ContentSource, PopupSession } from './popup-session.ts';
import { type PopupSettings, readPopupSettings } from './popup-settings.ts';

export type { PopupChrome, RenderPopupChrome };

const sessions = new Map<HTMLElement, PopupSession>();

export interface Popups {
  toggle(trigger: HTMLElement, settings?: PopupSettings): Promise<void>;
  hover(trigger: HTMLElement, inside: boolean, settings?: PopupSettings): void;
  /** Opens a popup with content at hand (the add-to-basket answer). */
  show(trigger: HTMLElement, settings: PopupSettings, content: PopupContent): Promise<void>;
  /** Settles when the trigger's popup has closed; at once when it has none open. */
  whenClosed(trigger: HTMLElement): Promise<void>;
}

export function createPopups(render: RenderPopupChrome): Popups {
  const open = (
    trigger: HTMLElement,
    settings: PopupSettings,
    moveFocus: boolean,
    source: ContentSource,
  ): Promise<void> => {
    for (const session of [...sessions.values()]) if (!session.contains(trigger)) session.close();
    const session = new PopupSession(trigger, settings, render, (closed) => {
      if (sessions.get(trigger) === closed) sessions.delete(trigger);
    });
    sessions.set(trigger, session);
    return session.open(source, moveFocus);
  };
  const openFromSettings = (trigger: HTMLElement, settings: PopupSettings, moveFocus: boolean) => {
    try {
      contentAddress(trigger, settings);
    } catch (error) {
      console.error(error);
      return Promise.resolve();
    }
    return open(trigger, settings, moveFocus, (signal) => loadContent(trigger, settings, signal));
  };

  return {
    async toggle(trigger, settings = readPopupSettings(trigger)) {
      const current = sessions.get(trigger);
      if (current) current.close();
      else await openFromSettings(trigger, settings, true);
    },
    hover(trigger, inside, settings = readPopupSettings(trigger)) {
      const current = sessions.get(trigger);
      if (current) current.hoverTrigger(inside);
      else if (inside) {
        void openFromSettings(trigger, settings, false);
        sessions.get(trigger)?.hoverTrigger(true);
      }
    },
    show(trigger, settings, content) {
      sessions.get(trigger)?.close();
      return open(trigger, settings, true, async () => content);
    },
    whenClosed(trigger) {
      return sessions.get(trigger)?.closed ?? Promise.resolve();
    },
  };
}

/** Closes every popup (tests, and pages that tear down). */
export function closeAllPopups(): void {
  for (const session of [...sessions.values()]) session.close();
}
