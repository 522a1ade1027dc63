import { expect } from 'chai';
import { pressKey, pressShiftTab } from '../../elements/test-support/real-key-press.ts';
import { openModalDialog } from './modal-dialog.ts';

describe('openModalDialog', () => {
  let root: HTMLElement;
  let close: () => void = () => {};

  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = `
      <button id="opener">Open</button>
      <dialog id="dialog" aria-labelledby="title">
        <h2 id="title">Title</h2>
        <button id="first">First</button>
        <button id="hidden" hidden>Hidden</button>
        <button id="middle">Middle</button>
        <button id="last">Last</button>
        <button id="disabled" disabled>Disabled</button>
      </dialog>
      <button id="after">After</button>`;
    // WebKit's Tab skips links unless the visitor asks otherwise: buttons only, so all three agree.
    document.body.append(root);
    (root.querySelector('#opener') as HTMLElement).focus();
  });

  afterEach(() => {
    close();
    close = () => {};
    root.remove();
  });

  const byId = (id: string) => root.querySelector(`#${id}`) as HTMLElement;
  const dialog = () => byId('dialog') as HTMLDialogElement;
  const focusedId = () => document.activeElement?.id;

  it('opens the dialog modally, focus on its first control unless told otherwise', () => {
    close = openModalDialog(dialog());
    expect(dialog().matches(':modal')).to.equal(true);
    expect(focusedId()).to.equal('first');
  });

  // A title the dialog starts on, as the cookie settings panel's.
  const focusableTitle = () => {
    byId('title').tabIndex = -1;
    return byId('title');
  };

  it('puts the focus where asked', () => {
    focusableTitle();
    close = openModalDialog(dialog(), { initialFocus: byId('title') });
    expect(focusedId()).to.equal('title');
  });

  it('wraps Tab on the last control to the first, and Shift+Tab on the first to the last', async () => {
    close = openModalDialog(dialog());
    byId('last').focus();
    await pressKey('Tab');
    expect(focusedId()).to.equal('first');
    await pressShiftTab();
    expect(focusedId()).to.equal('last');
  });

  it('leaves Tab between controls to the browser', async () => {
    close = openModalDialog(dialog());
    await pressKey('Tab');
    expect(focusedId()).to.equal('middle');
    await pressShiftTab();
    expect(focusedId()).to.equal('first');
  });

  it('takes Shift+Tab from a title before the first control to the last control', async () => {
    close = openModalDialog(dialog(), { initialFocus: focusableTitle() });
    expect(focusedId()).to.equal('title');
    await pressShiftTab();
    expect(focusedId()).to.equal('last');
  });

  it('gives the focus back to what had it before on close, or to the element asked for', () => {
    close = openModalDialog(dialog());
    close();
    expect(dialog().open).to.equal(false);
    expect(focusedId()).to.equal('opener');
    close = openModalDialog(dialog(), { returnFocusTo: byId('after') });
    close();
    expect(focusedId()).to.equal('after');
  });

  it('leaves the focus alone on close when the caller gives it back itself', () => {
    close = openModalDialog(dialog(), { returnFocusTo: byId('after'), returnsFocus: false });
    close();
    expect(focusedId()).not.to.equal('after');
  });
});
