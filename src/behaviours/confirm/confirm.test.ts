import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import type { ConfirmResultDetail } from '../../core/events.ts';
import { afterZeroDelayTimers, flushPromises, until } from '../../core/test-support/waits.ts';
import { connectActions, startActions } from '../../toolkit/actions.ts';
import { axeViolations, type PopupTestPage, popupPage, press } from '../popup/test-support/popup-test-kit.ts';
import { confirmDialogWith } from './confirm-dialog.ts';

definePartialUpdate();

/** The public confirmDialog is this one, given the popup element's import (src/index.ts). */
const confirmDialog = confirmDialogWith(() => import('../../../elements/fg-popup.ts'));

/** Resolves with the confirm dialog once it is shown. */
async function shownDialog(): Promise<HTMLDialogElement> {
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.fg-confirm');
  await until(() => dialog() !== null, 'a confirm dialog shown', afterZeroDelayTimers);
  return dialog() as HTMLDialogElement;
}

const button = (dialog: Element, which: 'confirm' | 'decline') =>
  dialog.querySelector(`.fg-confirm__${which}`) as HTMLButtonElement;

describe('confirm dialogs', () => {
  let page: PopupTestPage;
  let stopActions = () => {};

  beforeEach(() => {
    page = popupPage(`
      <a id="remove" href="/cs/kosik/odebrat/7" data-confirm="Remove the item?">Remove</a>
      <a id="framed" href="/README.md" target="confirm-frame" data-confirm="Open?">Open</a>
      <iframe name="confirm-frame" title="result"></iframe>
      <button id="act" type="button" data-confirm="Empty the list?" data-confirm-action="emptyList"
        data-confirm-title="Empty list" data-confirm-yes="Empty" data-confirm-no="Keep" data-confirm-icon="warning">Empty</button>
      <form id="form" action="/cs/kosik" method="post"><input name="q" value="1">
        <button id="submit" type="submit" name="go" value="remove" data-confirm="Remove all?">Remove all</button></form>
      <fg-partial-update>
        <div id="basket" data-pu-container><a id="pu-link" href="/cs/kosik/odebrat/9" data-confirm="Sure?">Remove 9</a></div>
      </fg-partial-update>
      <div lang="en"><a id="english" href="#gone" data-confirm="Sure?">English</a></div>`);
  });

  afterEach(() => {
    page.stop();
    stopActions();
    sinon.restore();
  });

  const byId = (id: string) => document.getElementById(id) as HTMLElement;

  describe('from code: confirmDialog(options)', () => {
    it('resolves true on confirm and false on decline', async () => {
      const yes = confirmDialog({ text: 'Proceed?' });
      button(await shownDialog(), 'confirm').click();
      expect(await yes).to.equal(true);
      const no = confirmDialog({ text: 'Proceed?' });
      button(await shownDialog(), 'decline').click();
      expect(await no).to.equal(false);
      expect(document.querySelector('.fg-confirm')).to.equal(null);
    });

    it('declines on Escape, by key and by the dialog cancel event', async () => {
      const first = confirmDialog({ text: 'Proceed?' });
      press(await shownDialog(), 'Escape');
      expect(await first).to.equal(false);
      const second = confirmDialog({ text: 'Proceed?' });
      (await shownDialog()).dispatchEvent(new Event('cancel', { cancelable: true }));
      expect(await second).to.equal(false);
    });

    it("uses the defaults 'Potvrzení', 'Ano', 'Ne' and translates them by language", async () => {
      const czech = confirmDialog({ text: 'Opravdu?' });
      let dialog = await shownDialog();
      expect(dialog.querySelector('h2')?.textContent).to.equal('Potvrzení');
      expect(button(dialog, 'confirm').textContent).to.equal('Ano');
      expect(button(dialog, 'decline').textContent).to.equal('Ne');
      button(dialog, 'decline').click();
      await czech;
      const german = confirmDialog({ text: 'Wirklich?', lang: 'de-AT' });
      dialog = await shownDialog();
      expect(dialog.querySelector('h2')?.textContent).to.equal('Bestätigung');
      expect(button(dialog, 'confirm').textContent).to.equal('Ja');
      button(dialog, 'decline').click();
      await german;
    });

    it('is an alertdialog named by its title, described by its text, focus on decline', async () => {
      const answer = confirmDialog({ text: 'Delete the list?', title: 'Delete' });
      const dialog = await shownDialog();
      expect(dialog.getAttribute('role')).to.equal('alertdialog');
      expect(dialog.matches(':modal')).to.equal(true);
      expect(byId(dialog.getAttribute('aria-labelledby') ?? '').textContent).to.equal('Delete');
      expect(byId(dialog.getAttribute('aria-describedby') ?? '').textContent).to.equal('Delete the list?');
      expect(document.activeElement === button(dialog, 'decline')).to.equal(true);
      expect(await axeViolations(dialog)).to.deep.equal([]);
      button(dialog, 'decline').click();
      await answer;
    });

    it('emits fg:confirm-result and unmounts its React root', async () => {
      const before = mountedRootCount();
      const results: ConfirmResultDetail[] = [];
      document.addEventListener(
        'fg:confirm-result',
        (event) => results.push((event as CustomEvent<ConfirmResultDetail>).detail),
        {
          once: true,
        },
      );
      const answer = confirmDialog({ text: 'Sure?' });
      const dialog = await shownDialog();
      expect(mountedRootCount()).to.equal(before + 1);
      button(dialog, 'confirm').click();
      await answer;
      expect(results).to.deep.equal([{ confirmed: true }]);
      expect(mountedRootCount()).to.equal(before);
    });
  });

  describe('declared on a link or button', () => {
    it('follows the link after confirm, and returns focus to it', async () => {
      const link = byId('remove');
      const followed = sinon.spy((event: Event) => event.preventDefault());
      link.addEventListener('click', followed);
      link.focus();
      link.click();
      expect(followed.callCount).to.equal(0);
      button(await shownDialog(), 'confirm').click();
      await flushPromises();
      expect(followed.callCount).to.equal(1);
      expect(followed.firstCall.args[0].defaultPrevented).to.equal(true);
      expect(document.activeElement === link).to.equal(true);
    });

    it('does nothing on decline, or on Escape', async () => {
      const link = byId('remove');
      const followed = sinon.spy((event: Event) => event.preventDefault());
      link.addEventListener('click', followed);
      link.click();
      button(await shownDialog(), 'decline').click();
      link.click();
      press(await shownDialog(), 'Escape');
      await flushPromises();
      expect(followed.callCount).to.equal(0);
      expect(document.querySelector('.fg-confirm')).to.equal(null);
    });

    it('opens the link in its target when it has one', async () => {
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      byId('framed').click();
      button(await shownDialog(), 'confirm').click();
      await loaded;
      expect(frame.contentWindow?.location.pathname).to.equal('/README.md');
    });

    it('continues as a partial update for a link inside a partial-update container', async () => {
      const server: FakeServer = fakeServer.create();
      sinon.stub(history, 'pushState');
      try {
        byId('pu-link').click();
        expect(server.requests.length).to.equal(0);
        button(await shownDialog(), 'confirm').click();
        await flushPromises();
        const url = new URL(server.requests[0]?.url ?? '', location.href);
        expect(url.pathname).to.equal('/cs/kosik/odebrat/9');
        expect(url.searchParams.get('_pu_target')).to.equal('basket');
      } finally {
        server.restore();
      }
    });

    it('runs its callback action (a web action) with the texts of its attributes', async () => {
      stopActions = startActions(document);
      const emptyList = sinon.spy();
      connectActions({ emptyList });
      byId('act').click();
      const dialog = await shownDialog();
      expect(dialog.querySelector('h2')?.textContent).to.equal('Empty list');
      expect(button(dialog, 'confirm').textContent).to.equal('Empty');
      expect(button(dialog, 'decline').textContent).to.equal('Keep');
      expect(dialog.querySelector('.fg-confirm__icon--warning')).not.to.equal(null);
      expect(emptyList.called).to.equal(false);
      button(dialog, 'confirm').click();
      await flushPromises();
      expect(emptyList.callCount).to.equal(1);
      expect(emptyList.firstCall.args[0]).to.equal(byId('act'));
      expect(byId('act').hasAttribute('data-action')).to.equal(false);
    });

    it('submits the form of a confirmed submit button through requestSubmit', async () => {
      const form = byId('form') as HTMLFormElement;
      const submits: (HTMLElement | null)[] = [];
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        submits.push(event.submitter);
      });
      byId('submit').click();
      expect(submits).to.deep.equal([]);
      button(await shownDialog(), 'confirm').click();
      await flushPromises();
      expect(submits.length).to.equal(1);
      expect(submits[0] === byId('submit')).to.equal(true);
    });

    it('takes its default texts from the language around it', async () => {
      byId('english').click();
      const dialog = await shownDialog();
      expect(button(dialog, 'confirm').textContent).to.equal('Yes');
      expect(button(dialog, 'decline').textContent).to.equal('No');
      button(dialog, 'decline').click();
    });
  });
});
