import { expect } from 'chai';
import { MalformedValidationResponseError } from './errors.ts';
import { errorCodeOf, parseValidationResponse } from './validation-response.ts';
import { validationUrl } from './validation-url.ts';

describe('validation answer parsing', () => {
  const widget = {
    widgetId: 'email',
    widgetInputName: 'frm.email',
    widgetMessageId: 'email-message',
    validatedValue: 'a@b',
    hasErrors: true,
    hasInfos: false,
    hasMessages: true,
    messages: ['Enter a valid e-mail'],
    keyedMessages: { format: 'Enter a valid e-mail' },
    hasKeyedErrors: true,
  };

  it('reads the documented answer shape', () => {
    const text = JSON.stringify({
      error: false,
      errorMessage: null,
      data: { validationContextId: 'c1', containerStatus: 'invalid', requires: true, widgets: [widget] },
    });
    expect(parseValidationResponse(text)).to.deep.equal({
      error: false,
      errorMessage: null,
      data: { validationContextId: 'c1', containerStatus: 'invalid', requires: true, widgets: [widget] },
    });
  });

  it('reads an error answer with or without data', () => {
    expect(parseValidationResponse('{"error":true,"errorMessage":"Error 02","data":null}')).to.deep.equal({
      error: true,
      errorMessage: 'Error 02',
      data: null,
    });
  });

  for (const [label, text, reason] of [
    ['an empty body', '', 'the body is empty'],
    ['HTML', '<!doctype html><p>500</p>', 'the body is not JSON'],
    ['a JSON list', '[]', 'the body is not a JSON object'],
    ['a missing error flag', '{"data":{}}', 'answer.error is not true or false'],
    ['missing data', '{"error":false}', 'data is not an object'],
    [
      'a missing context id',
      '{"error":false,"data":{"widgets":[]}}',
      'data.validationContextId is not a string',
    ],
    [
      'messages that are not texts',
      JSON.stringify({
        error: false,
        data: { validationContextId: 'c', widgets: [{ ...widget, messages: [{}] }] },
      }),
      'data.widgets[0].messages is not a list of texts',
    ],
    ['an object message', '{"error":true,"errorMessage":{"x":1}}', 'answer.errorMessage is not a string'],
  ]) {
    it(`refuses ${label} with the reason`, () => {
      expect(() => parseValidationResponse(text as string))
        .to.throw(MalformedValidationResponseError)
        .with.property('message', `Validation server returned a malformed answer: ${reason}.`);
    });
  }

  it('reads the two-digit code of an error message', () => {
    expect(errorCodeOf('Error 01')).to.equal('01');
    expect(errorCodeOf('Error 04: form state released')).to.equal('04');
    expect(errorCodeOf('Error 123')).to.equal(null);
    expect(errorCodeOf('Database down')).to.equal(null);
  });
});

describe('validation address', () => {
  const page = new URL('https://shop.example/qf/cs/registrace?step=2');
  const form = (attributes = '') => {
    const host = document.createElement('div');
    host.innerHTML = `<form ${attributes}></form>`;
    return host.firstElementChild as HTMLFormElement;
  };

  it('is the page address with /qf/ replaced by /validate/, on the page origin', () => {
    expect(validationUrl(form(), page).href).to.equal('https://shop.example/validate/cs/registrace?step=2');
  });

  it('honours a same-origin data-validate-url', () => {
    expect(validationUrl(form('data-validate-url="https://shop.example/validate/x"'), page).href).to.equal(
      'https://shop.example/validate/x',
    );
  });

  it('keeps a page path that begins with // on the page origin', () => {
    const odd = new URL('https://shop.example/.//evil.example/qf/x');
    expect(validationUrl(form(), odd).href).to.equal('https://shop.example//evil.example/validate/x');
  });

  it('refuses a data-validate-url on another origin', () => {
    expect(() => validationUrl(form('data-validate-url="https://evil.example/steal"'), page)).to.throw(
      'Refused to send a validation call to another origin: https://evil.example/steal',
    );
  });
});
