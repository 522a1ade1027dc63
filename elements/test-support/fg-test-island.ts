/**
 * A component chunk for the upgrade-policy tests: `fg-test-island` renders one button, with the id
 * `<element id>-go` the server markup gives its own, and a search form whose submit button has no
 * id; it counts the clicks and the submissions it gets.
 */
import { createElement, Fragment } from 'react';
import type { ComponentProps } from '../../src/components/shared/component-props.ts';
import { defineReactElement } from '../define-react-element.ts';

/** Clicks the rendered buttons have had (a test resets it). */
export const islandClicks = { count: 0 };
/** Submissions of the rendered form (a test resets it). */
export const islandSubmits = { count: 0 };

/** Run as the island renders (a test sets it): what the visitor does meanwhile. */
export const islandRendering = { run: () => {} };

function Island({ host }: ComponentProps<Record<string, never>>) {
  islandRendering.run();
  return createElement(
    Fragment,
    null,
    createElement(
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
    ),
    createElement(
      'form',
      {
        onSubmit: (event: Event) => {
          event.preventDefault();
          islandSubmits.count += 1;
        },
      },
      createElement('input', { id: `${host.id}-q`, name: 'q' }),
      createElement('button', { type: 'submit' }, 'Search'),
    ),
  );
}

export default defineReactElement<Record<string, never>>('fg-test-island', Island);
