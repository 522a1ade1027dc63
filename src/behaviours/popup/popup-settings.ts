/**
 * Popup trigger settings (docs/popups.md), read from `data-popup*` attributes of any element or from
 * the plain attributes of an `<fg-popup>` element. docs/popups.md lists the names.
 */

export type PopupContentType = 'html' | 'ajax' | 'ajaxScript' | 'iframe';
export type PopupKind = 'fixed' | 'floating';

export interface PopupSettings {
  content: PopupContentType;
  /** html: id of the element to show; ajax, ajaxScript, iframe: the address (else the trigger's href). */
  target: string | null;
  /** Class added to the popup. */
  className: string | null;
  kind: PopupKind;
  on: 'click' | 'hover';
  /** A hover popup opens on a tap instead, on touch screens. */
  clickOnTouch: boolean;
  /** A hover trigger's own click (following its link) is prevented. */
  preventClick: boolean;
  /** The popup is placed in the page right after its trigger instead of at the end. */
  renderAfter: boolean;
  /** Class added to a fixed popup, whose `::backdrop` is its overlay. */
  overlayClass: string | null;
  /** Heading of the popup (its accessible name). */
  title: string | null;
}

export const POPUP_ELEMENT = 'fg-popup';
export const TRIGGER_SELECTOR = `[data-popup], [data-popup-target], ${POPUP_ELEMENT}`;

const CONTENT_TYPES: readonly string[] = ['html', 'ajax', 'ajaxScript', 'iframe'];

/** `name` is the data attribute suffix; `<fg-popup>` uses it plain, `popup-class`/`popup-title` aside. */
function reader(trigger: Element): (name: string) => string | null {
  if (trigger.localName !== POPUP_ELEMENT) return (name) => trigger.getAttribute(`data-popup-${name}`);
  return (name) => trigger.getAttribute(name === 'class' || name === 'title' ? `popup-${name}` : name);
}

function flagReader(read: (name: string) => string | null): (name: string) => boolean {
  return (name) => {
    const value = read(name);
    return value !== null && value !== 'false';
  };
}

/** What the core bundle needs to decide on a click or hover, without the rest of the settings. */
export function readTriggerMode(
  trigger: Element,
): Pick<PopupSettings, 'on' | 'clickOnTouch' | 'preventClick'> {
  const read = reader(trigger);
  const flag = flagReader(read);
  return {
    on: read('on') === 'hover' ? 'hover' : 'click',
    clickOnTouch: flag('click-on-touch'),
    preventClick: flag('prevent-click'),
  };
}

export function readPopupSettings(trigger: Element): PopupSettings {
  const read = reader(trigger);
  const flag = flagReader(read);
  const content =
    (trigger.localName === POPUP_ELEMENT
      ? trigger.getAttribute('content')
      : trigger.getAttribute('data-popup')) ?? '';
  return {
    content: (CONTENT_TYPES.includes(content) ? content : 'html') as PopupContentType,
    target: read('target'),
    className: read('class'),
    kind: read('type') === 'floating' ? 'floating' : 'fixed',
    on: read('on') === 'hover' ? 'hover' : 'click',
    clickOnTouch: flag('click-on-touch'),
    preventClick: flag('prevent-click'),
    renderAfter: flag('render-after'),
    overlayClass: read('overlay-class'),
    title: read('title'),
  };
}
