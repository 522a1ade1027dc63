import { expect } from 'chai';
import '../../../elements/fg-system.ts';
import {
  axeViolations,
  inAct,
  mountFixture,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';

const markup = `
  <fg-system id="messages">
    <ul>
      <li data-type="success">Zboží bylo přidáno do <a href="/cs/kosik">košíku</a>.</li>
      <li data-type="error">Platba se nezdařila.</li>
      <li data-type="info">Doprava zdarma od 2000 Kč.</li>
    </ul>
  </fg-system>`;

describe('System', () => {
  let root: HTMLElement;

  beforeEach(async () => {
    root = await mountFixture(markup);
  });

  afterEach(async () => {
    await removeFixture(root);
  });

  const texts = (selector: string) =>
    [...root.querySelectorAll(`${selector} .fg-system__text`)].map((node) => node.textContent?.trim());
  const dismissButtons = () => [...root.querySelectorAll<HTMLButtonElement>('.fg-system__dismiss')];

  it('shows errors in an alert region and the other messages in a status region', () => {
    expect(texts('[role="alert"]')).to.deep.equal(['Platba se nezdařila.']);
    expect(texts('[role="status"]')).to.deep.equal([
      'Zboží bylo přidáno do košíku.',
      'Doprava zdarma od 2000 Kč.',
    ]);
    expect(root.querySelector('.fg-system__message--success a')?.getAttribute('href')).to.equal('/cs/kosik');
    expect(root.querySelector('section')?.getAttribute('aria-label')).to.equal('Systémové zprávy');
  });

  it('renders the live regions before their messages, so they are announced', async () => {
    await removeFixture(root);
    root = document.createElement('div');
    document.body.append(root);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(root, { childList: true, subtree: true });
    await inAct(() => {
      root.innerHTML = markup;
    });
    records.push(...observer.takeRecords());
    observer.disconnect();
    // A message inserted into an existing live region (not inside a new one) is what gets announced.
    const insertedInto = (role: string) =>
      records.some(
        (record) =>
          (record.target as Element).matches?.(`[role="${role}"]`) &&
          [...record.addedNodes].some((node) => (node as Element).matches?.('.fg-system__message')),
      );
    expect(insertedInto('alert')).to.equal(true);
    expect(insertedInto('status')).to.equal(true);
  });

  it('dismisses a message with its button and moves focus to the next one', async () => {
    const [first] = dismissButtons();
    expect(first?.getAttribute('aria-label')).to.equal('Zavřít zprávu');
    await inAct(() => first?.click());
    expect(texts('[role="alert"]')).to.deep.equal([]);
    expect(document.activeElement === dismissButtons()[0]).to.equal(true);
    expect(document.activeElement?.closest('.fg-system__message--success')).to.not.equal(null);
  });

  it('dismisses the focused message with Escape, and focuses the region when none is left', async () => {
    for (let i = 0; i < 3; i += 1) {
      const button = dismissButtons()[0] as HTMLButtonElement;
      button.focus();
      await pressInAct(button, 'Escape');
    }
    expect(dismissButtons()).to.have.length(0);
    expect(document.activeElement === root.querySelector('section')).to.equal(true);
  });

  it('is axe-clean', async () => {
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
