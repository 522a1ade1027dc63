import { expect } from 'chai';
import {
  FormNotFoundError,
  PartialUpdateError,
  SubmitMissingError,
  UploadFormNotFoundError,
  UploadSubmitMissingError,
} from '../errors.ts';
import { placeMarkup, removePlacedMarkup } from '../test-support/placed-markup.ts';
import { findSubmitForm, isPartialSubmitButton } from './find-form.ts';

const render = placeMarkup;

function byId(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`fixture has no #${id}`);
  return found;
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error to be thrown');
}

describe('findSubmitForm', () => {
  afterEach(removePlacedMarkup);

  it('returns the form named by the id, with no submitter', () => {
    render(`<form id="filter"><button id="ok">OK</button></form>`);
    expect(findSubmitForm('filter', document, { upload: false })).to.deep.equal({
      form: byId('filter'),
      submitter: null,
    });
  });

  it('returns the form of the submit button named by the id, and the button as submitter', () => {
    render(`<form id="basket"><button id="recalc" name="recalc">Recalculate</button></form>`);
    const result = findSubmitForm('recalc', document, { upload: false });
    expect(result.form).to.equal(byId('basket'));
    expect(result.submitter).to.equal(byId('recalc'));
  });

  it('follows the form attribute of a button outside its form', () => {
    render(`<form id="order"></form><div><input type="submit" id="send" form="order" value="Send"></div>`);
    const result = findSubmitForm('send', document, { upload: false });
    expect(result.form).to.equal(byId('order'));
    expect(result.submitter).to.equal(byId('send'));
  });

  it('finds ids containing dots and colons', () => {
    render(`<form id="frm.login:main"><button id="frm.login:submit">Log in</button></form>`);
    expect(findSubmitForm('frm.login:submit', document, { upload: false }).form).to.equal(
      byId('frm.login:main'),
    );
  });

  it('uses the form around an element that is not a button, without a submitter', () => {
    render(`<form id="f"><div id="area"></div></form>`);
    expect(findSubmitForm('area', document, { upload: false })).to.deep.equal({
      form: byId('f'),
      submitter: null,
    });
  });

  it('looks only inside the given root', () => {
    render(`<section id="scope"></section><form id="elsewhere"></form>`);
    expect(thrownBy(() => findSubmitForm('elsewhere', byId('scope'), { upload: false }))).to.be.instanceOf(
      SubmitMissingError,
    );
  });

  it('throws SubmitMissingError with the catalogue message when nothing has the id', () => {
    render(`<form id="f"></form>`);
    const error = thrownBy(() => findSubmitForm('missing', document, { upload: false }));
    expect(error).to.be.instanceOf(SubmitMissingError);
    expect(error).to.be.instanceOf(PartialUpdateError);
    expect((error as Error).message).to.equal(
      'Cannot perform partial update - submit or form with id missing is not present.',
    );
  });

  it('throws UploadSubmitMissingError with the upload wording for an upload', () => {
    render(`<form id="f"></form>`);
    const error = thrownBy(() => findSubmitForm('missing', document, { upload: true }));
    expect(error).to.be.instanceOf(UploadSubmitMissingError);
    expect((error as Error).message).to.equal(
      'Cannot perform submit to iframe - submit or form with id missing is not present',
    );
  });

  it('throws FormNotFoundError with the catalogue message for a button without a form', () => {
    render(`<div><button id="lonely">Go</button><button id="broken" form="nowhere">Go</button></div>`);
    for (const id of ['lonely', 'broken']) {
      const error = thrownBy(() => findSubmitForm(id, document, { upload: false }));
      expect(error, id).to.be.instanceOf(FormNotFoundError);
      expect((error as Error).message).to.equal('Cannot perform partial update - form not found.');
    }
  });

  it('throws UploadFormNotFoundError with the upload wording for an upload', () => {
    render(`<div><button id="lonely">Go</button></div>`);
    const error = thrownBy(() => findSubmitForm('lonely', document, { upload: true }));
    expect(error).to.be.instanceOf(UploadFormNotFoundError);
    expect((error as Error).message).to.equal('Cannot perform submit to iframe - form not found');
  });
});

describe('isPartialSubmitButton', () => {
  afterEach(removePlacedMarkup);

  it('accepts enabled buttons and inputs of type submit, image and button', () => {
    render(`
      <button id="b-default">Default</button>
      <button id="b-submit" type="submit">Submit</button>
      <button id="b-button" type="button">Button</button>
      <input id="i-submit" type="submit">
      <input id="i-image" type="image" alt="Go" src="data:,">
      <input id="i-button" type="button" value="Button">`);
    for (const id of ['b-default', 'b-submit', 'b-button', 'i-submit', 'i-image', 'i-button'])
      expect(isPartialSubmitButton(byId(id)), id).to.equal(true);
  });

  it('refuses disabled buttons, also those disabled by a fieldset', () => {
    render(`
      <button id="b-off" disabled>Off</button>
      <input id="i-off" type="image" alt="Go" src="data:," disabled>
      <fieldset disabled><button id="b-fieldset" type="button">In fieldset</button></fieldset>`);
    for (const id of ['b-off', 'i-off', 'b-fieldset'])
      expect(isPartialSubmitButton(byId(id)), id).to.equal(false);
  });

  it('refuses reset buttons, other inputs and other elements', () => {
    render(`
      <button id="b-reset" type="reset">Reset</button>
      <input id="i-reset" type="reset">
      <input id="i-text" type="text">
      <input id="i-checkbox" type="checkbox">
      <a id="link" href="/x">Link</a>
      <div id="div" role="button">Div</div>`);
    for (const id of ['b-reset', 'i-reset', 'i-text', 'i-checkbox', 'link', 'div'])
      expect(isPartialSubmitButton(byId(id)), id).to.equal(false);
  });
});
