/**
 * A component chunk for the upgrade-policy tests: `fg-test-island` renders one button, with the id
 * `<element id>-go` the server markup gives its own, and counts the clicks it gets.
 */
import { createElement } from 'react';
import type { ComponentProps } from '../../src/components/shared/component-props.ts';
import { defineReactElement } from '../define-react-element.ts';

/** Clicks the rendered buttons have had (a test resets it). */
export const islandClicks = { count: 0 };

function Island({ host }: ComponentProps<Record<string, never>>) {
  return createElement(
    'button',
    {
      type: 'button',
      id: `${host.id}-go`,
      className: 'island-go',
      style: { width: '200px', height: '40px' },
      onClick: () => {
        islandClicks.count += 1;
      },
    },
    'rendered',
  );
}

export default defineReactElement<Record<string, never>>('fg-test-island', Island);
