import { expect } from 'chai';
import { afterZeroDelayTimers } from '../../core/test-support/waits.ts';
import { guardEncryptedForms } from './encrypted-form-guard.ts';

describe('encrypted form guard (before the encryption behaviour runs)', () => {
  let fixture: HTMLElement;
  let release: () => void;
  let sent: { form: string; submitter: string | null; password: string | null }[];
  const record = (event: Event): void => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    sent.push({
      form: form.id,
      submitter: submitter?.id ?? null,
      password: new FormData(form).get('password') as string | null,
    });
  };

  beforeEach(() => {
    sent = [];
    fixture = document.createElement('div');
    fixture.innerHTML = `
      <form id="login" data-encrypt-key-url="/qf/cs/key"><input name="email" value="a@b.cz">
        <input name="password" type="password" value="secret" data-encrypt>
        <button id="go" name="action" value="login">Log in</button></form>
      <form id="search"><input name="password" value="plain"><button id="find">Find</button></form>`;
    document.body.append(fixture);
    window.addEventListener('submit', record);
    release = guardEncryptedForms(document);
  });

  afterEach(() => {
    release();
    window.removeEventListener('submit', record);
    fixture.remove();
  });

  const form = (id: string) => document.getElementById(id) as HTMLFormElement;

  it('holds the submit of a marked form, and makes it again with the same button once released', async () => {
    (document.getElementById('go') as HTMLButtonElement).click();
    expect(sent).to.deep.equal([]);
    release();
    expect(sent).to.deep.equal([], 'made again in a task of its own, after the current event');
    await afterZeroDelayTimers();
    expect(sent).to.deep.equal([{ form: 'login', submitter: 'go', password: 'secret' }]);
  });

  it('never sends a held form while the behaviour has not run (its chunk failed)', () => {
    form('login').requestSubmit();
    form('login').requestSubmit();
    expect(sent).to.deep.equal([]);
  });

  it('makes a form submitted twice while held again once', async () => {
    form('login').requestSubmit();
    (document.getElementById('go') as HTMLButtonElement).click();
    release();
    await afterZeroDelayTimers();
    expect(sent).to.have.length(1);
  });

  it('leaves the marked fields out of form data read from a held form', () => {
    const data = new FormData(form('login'));
    expect(data.get('password')).to.equal(null);
    expect(data.get('email')).to.equal('a@b.cz');
    release();
    expect(new FormData(form('login')).get('password')).to.equal('secret');
  });

  it('lets forms without the key address through', () => {
    (document.getElementById('find') as HTMLButtonElement).click();
    expect(sent).to.deep.equal([{ form: 'search', submitter: 'find', password: 'plain' }]);
  });
});
