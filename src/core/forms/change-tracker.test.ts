import { expect } from 'chai';
import type { FormChangedDetail } from '../events.ts';
import { placeMarkup, removePlacedMarkup } from '../test-support/placed-markup.ts';
import { clearFormChanged, findChangedForms, isFormChanged, trackFormChanges } from './change-tracker.ts';

let host: HTMLElement;
let dispose: () => void = () => {};
let received: FormChangedDetail[];
const record = (event: Event): void => {
  received.push((event as CustomEvent<FormChangedDetail>).detail);
};

function render(html: string): HTMLElement {
  host = placeMarkup(html);
  return host;
}

/** Places `html` and tracks the changes of the whole document (stopped after the test). */
function renderTracked(html: string): void {
  render(html);
  dispose = trackFormChanges(document);
}

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`fixture has no #${id}`);
  return found as T;
}

function change(id: string): void {
  byId(id).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('form change tracking', () => {
  beforeEach(() => {
    received = [];
    document.addEventListener('fg:form-changed', record);
  });
  afterEach(() => {
    dispose();
    dispose = () => {};
    document.removeEventListener('fg:form-changed', record);
    removePlacedMarkup();
  });

  it('marks a form changed on its first change event, with the changed class and an event', () => {
    renderTracked(`<form id="f"><input id="name" name="name"></form>`);
    const form = byId<HTMLFormElement>('f');
    expect(isFormChanged(form)).to.equal(false);
    change('name');
    expect(isFormChanged(form)).to.equal(true);
    expect(form.classList.contains('changed')).to.equal(true);
    expect(received).to.deep.equal([{ form, changed: true }]);
  });

  it('emits only on the first change', () => {
    renderTracked(`<form id="f"><input id="a" name="a"><select id="b" name="b"></select></form>`);
    change('a');
    change('b');
    change('a');
    expect(received).to.have.length(1);
  });

  it('emits a bubbling fg:form-changed on the form', () => {
    renderTracked(`<form id="f"><input id="a" name="a"></form>`);
    let target: EventTarget | null = null;
    let bubbles = false;
    host.addEventListener('fg:form-changed', (event) => {
      target = event.target;
      bubbles = event.bubbles;
    });
    change('a');
    expect(target).to.equal(byId('f'));
    expect(bubbles).to.equal(true);
  });

  it('ignores changes inside [data-ignore-changes="true"]', () => {
    renderTracked(`<form id="f">
      <div data-ignore-changes="true"><label>Qty <input id="qty" name="qty"></label></div>
      <input id="direct" name="direct" data-ignore-changes="true">
    </form>`);
    change('qty');
    change('direct');
    expect(isFormChanged(byId('f'))).to.equal(false);
    expect(received).to.deep.equal([]);
  });

  it('tracks changes inside [data-ignore-changes] with another value', () => {
    renderTracked(`<form id="f"><div data-ignore-changes="false"><input id="qty" name="qty"></div></form>`);
    change('qty');
    expect(isFormChanged(byId('f'))).to.equal(true);
  });

  it('sees a change whose propagation a page handler stopped', () => {
    renderTracked(`<form id="f"><input id="a" name="a"></form>`);
    byId('a').addEventListener('change', (event) => event.stopPropagation());
    change('a');
    expect(isFormChanged(byId('f'))).to.equal(true);
  });

  it('marks the form owner of a control associated through the form attribute', () => {
    renderTracked(`<form id="f"></form><input id="outside" form="f" name="x">`);
    change('outside');
    expect(isFormChanged(byId('f'))).to.equal(true);
  });

  it('marks a form that receives the change event itself, even with a control named "form"', () => {
    renderTracked(`<form id="f"><input name="form" value="x"></form>`);
    change('f');
    expect(isFormChanged(byId('f'))).to.equal(true);
  });

  it('does nothing for a change outside any form', () => {
    renderTracked(`<input id="loose">`);
    change('loose');
    expect(received).to.deep.equal([]);
  });

  it('watches only below the given root', () => {
    render(
      `<div id="root"><form id="inside"><input id="a"></form></div><form id="outside"><input id="b"></form>`,
    );
    dispose = trackFormChanges(byId('root'));
    change('a');
    change('b');
    expect(isFormChanged(byId('inside'))).to.equal(true);
    expect(isFormChanged(byId('outside'))).to.equal(false);
  });

  it('stops watching once disposed', () => {
    render(`<form id="f"><input id="a" name="a"></form>`);
    trackFormChanges(document)();
    change('a');
    expect(isFormChanged(byId('f'))).to.equal(false);
  });

  it('clears the flag, removing the class and emitting changed: false', () => {
    renderTracked(`<form id="f"><input id="a" name="a"></form>`);
    const form = byId<HTMLFormElement>('f');
    change('a');
    clearFormChanged(form);
    expect(isFormChanged(form)).to.equal(false);
    expect(form.classList.contains('changed')).to.equal(false);
    expect(received).to.deep.equal([
      { form, changed: true },
      { form, changed: false },
    ]);
  });

  it('emits nothing when clearing a form that is not changed', () => {
    render(`<form id="f"></form>`);
    clearFormChanged(byId('f'));
    expect(received).to.deep.equal([]);
  });

  it('marks the form again on the next change after clearing', () => {
    renderTracked(`<form id="f"><input id="a" name="a"></form>`);
    const form = byId<HTMLFormElement>('f');
    change('a');
    clearFormChanged(form);
    change('a');
    expect(isFormChanged(form)).to.equal(true);
    expect(received.map((detail) => detail.changed)).to.deep.equal([true, false, true]);
  });

  it('finds the changed forms in a container, the container itself included', () => {
    renderTracked(`<div id="box">
      <form id="one"><input id="a"></form>
      <form id="two"><input id="b"></form>
      <form id="three"><input id="c"></form>
    </div><form id="outside"><input id="d"></form>`);
    change('a');
    change('c');
    change('d');
    expect(findChangedForms(byId('box'))).to.deep.equal([byId('one'), byId('three')]);
    expect(findChangedForms(byId('one'))).to.deep.equal([byId('one')]);
    expect(findChangedForms(byId('two'))).to.deep.equal([]);
  });
});
