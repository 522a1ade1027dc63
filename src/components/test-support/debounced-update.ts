/** Test helper of the controls that send a partial update 300 ms after their last change. */
import { expect } from 'chai';
import type { ComponentFixture } from '../../../elements/test-support/component-fixture.ts';

/** Nothing sent 299 ms after the last change, one update at 300 ms: its address. */
export function updateSentAfterDebounce(component: ComponentFixture): URL {
  component.clock.tick(299);
  expect(component.sent()).to.have.length(0);
  component.clock.tick(1);
  expect(component.sent()).to.have.length(1);
  return component.sent()[0] as URL;
}
