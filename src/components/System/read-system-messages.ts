/**
 * Reads the server's messages: every element with `data-type` (success, info, warning, error), or
 * else every `<li>`, with its child nodes as content.
 */
import type { SystemMessage, SystemMessageType, SystemProps } from './System.tsx';

const TYPES: readonly SystemMessageType[] = ['success', 'info', 'warning', 'error'];

export function readSystemMessages(element: HTMLElement): Partial<SystemProps> {
  const typed = [...element.querySelectorAll<HTMLElement>('[data-type]')];
  const found = typed.length > 0 ? typed : [...element.querySelectorAll<HTMLElement>('li')];
  if (found.length === 0) return {};
  return { items: found.map(toMessage) };
}

function toMessage(node: HTMLElement): SystemMessage {
  const declared = (node.dataset.type ?? '').toLowerCase();
  const type = TYPES.find((candidate) => candidate === declared) ?? 'info';
  return { type, nodes: [...node.childNodes] };
}
