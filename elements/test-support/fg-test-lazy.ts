/** A component chunk for the autoloader tests: defines `fg-test-lazy` when it is imported. */
import { createElement } from 'react';
import { defineReactElement } from '../define-react-element.ts';

export default defineReactElement<{ label?: string }>(
  'fg-test-lazy',
  ({ label = 'lazy' }) => createElement('p', { className: 'lazy' }, label),
  { props: { label: 'string' } },
);
