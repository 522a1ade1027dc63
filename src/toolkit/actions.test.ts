import { expect } from 'chai';
import sinon from 'sinon';
import { emit } from '../core/events.ts';
import { resolveSettings } from '../core/settings.ts';
import { usePageFixture } from '../core/test-support/page-fixture.ts';
import { addActionTrigger, connectActions, startActions } from './actions.ts';

describe('web actions', () => {
  const page = usePageFixture(`
      <button id="save" data-action="save">Save</button>
      <div id="region"><span id="later" data-action="highlight" data-action-on="partialUpdateComplete"></span></div>
      <input id="field" data-action="save" data-action-on="keyup">
      <button id="unknown" data-action="nope">?</button>`);

  it('logs the documented error when no actions are connected', () => {
    const log = sinon.stub(console, 'error');
    page.stop = startActions();
    document.getElementById('save')?.click();
    expect(log.firstCall.args[0].message).to.equal(
      'Actions not set: call the function connecting web actions.',
    );
  });

  it('runs the named action on click', () => {
    const save = sinon.spy();
    connectActions({ save });
    page.stop = startActions();
    document.getElementById('save')?.click();
    expect(save.calledOnceWith(document.getElementById('save'))).to.equal(true);
  });

  it('runs partialUpdateComplete actions inside a region that finished updating', () => {
    const highlight = sinon.spy();
    connectActions({ highlight });
    page.stop = startActions();
    emit(document.getElementById('region') as HTMLElement, 'fg:pu-complete', {
      settings: resolveSettings({ target: 'region' }),
      aborted: false,
    });
    expect(highlight.calledOnceWith(document.getElementById('later'))).to.equal(true);
  });

  it('runs on an added trigger only once it is added', () => {
    const save = sinon.spy();
    connectActions({ save });
    page.stop = startActions();
    const field = document.getElementById('field') as HTMLInputElement;
    field.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
    expect(save.called).to.equal(false);
    addActionTrigger('keyup');
    field.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true }));
    expect(save.calledOnce).to.equal(true);
  });

  it('logs an unknown action name', () => {
    const log = sinon.stub(console, 'error');
    connectActions({});
    page.stop = startActions();
    document.getElementById('unknown')?.click();
    expect(String(log.firstCall.args[0])).to.contain('Unknown action "nope"');
  });
});
