/** A test page is never left and its history never written: the runner's page must stay put. */
import sinon from 'sinon';
import { pageNavigation } from '../page-navigation.ts';

/** Stubs the page's navigation and history writes; `sinon.restore()` gives them back. */
export function stayOnTestPage(): void {
  sinon.stub(pageNavigation, 'assign');
  sinon.stub(pageNavigation, 'reload');
  sinon.stub(history, 'pushState');
  sinon.stub(history, 'replaceState');
}
