// The remove-confirmation dialog as the WAI-ARIA APG alert dialog pattern: roles, states and
// properties, and every key the pattern lists (those of the modal dialog).
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('Confirm dialog (APG alert dialog pattern)', () => {
  let host: HTMLElement;
  let root: Root;
  let results: boolean[];
  let trigger: HTMLButtonElement;

  beforeEach(async () => {
    results = [];
    trigger = document.createElement('button');
    trigger.textContent = 'Remove';
    host = document.createElement('div');
    document.body.append(trigger, host);
    trigger.focus();
    root = createRoot(host);
    await inAct(() =>
      root.render(
        <ConfirmDialog
          text="Remove the item?"
          lang="en"
          returnFocus={trigger}
          onResult={(confirmed) => {
            results.push(confirmed);
            root.render(null);
          }}
        />,
      ),
    );
  });

  afterEach(async () => {
    await inAct(() => root.unmount());
    host.remove();
    trigger.remove();
  });

  const dialog = () => host.querySelector('dialog') as HTMLDialogElement | null;
  const focusedClass = () => document.activeElement?.className;

  it('is a modal alertdialog, labelled by its title and described by its question', () => {
    const element = dialog() as HTMLDialogElement;
    expect(element.getAttribute('role')).to.equal('alertdialog');
    expect(element.matches(':modal')).to.equal(true);
    expect(document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.localName).to.equal('h2');
    expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).to.equal(
      'Remove the item?',
    );
  });

  it('starts with focus on the least destructive button', () => {
    expect(focusedClass()).to.equal('fg-confirm__decline');
  });

  it('wraps Tab on the last button to the first, and Shift+Tab on the first to the last', async () => {
    await pressKey('Tab');
    expect(focusedClass()).to.equal('fg-confirm__confirm');
    await pressKey('Tab');
    expect(focusedClass()).to.equal('fg-confirm__decline');
    await pressShiftTab();
    expect(focusedClass()).to.equal('fg-confirm__confirm');
  });

  it('declines on Escape and returns focus to the trigger', async () => {
    await pressKey('Escape');
    expect(results).to.deep.equal([false]);
    expect(dialog()).to.equal(null);
    expect(document.activeElement === trigger, 'focus on the trigger').to.equal(true);
  });

  it('confirms with Enter on the confirm button', async () => {
    await pressKey('Tab');
    await pressKey('Enter');
    expect(results).to.deep.equal([true]);
  });
});
