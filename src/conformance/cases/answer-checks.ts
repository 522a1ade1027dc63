/** Checks many cases make of an answer (docs/protocol.md "Responses"). */
import {
  MULTI_TARGET_DELIMITER,
  PU_PARAM_PREFIX,
  PU_REQUESTED_URL_HEADER,
  WIDGET_MARKER_PREFIX,
} from '../../protocol/partial-update.ts';
import { isSameOriginPath } from '../../server/same-origin-path.ts';
import { bodyStart, type CaseContext } from '../conformance-case.ts';
import { findById } from '../html-scan.ts';
import type { ShopAnswer } from '../shop-client.ts';

const WIDGET_MARKER = new RegExp(`<!--${WIDGET_MARKER_PREFIX}([^>]*?)-->`, 'g');

/** 200, HTML, a body holding the element `id`, not a whole document. */
export function checkRegionAnswer(context: CaseContext, answer: ShopAnswer, id: string): boolean {
  const type = answer.headers['content-type'] ?? '';
  const ok = [
    context.check('status 200', answer.status === 200, String(answer.status)),
    context.check('Content-Type text/html', /^text\/html\b/i.test(type), type || '(none)'),
    context.check(`an element with id="${id}"`, findById(answer.body, id) !== null, bodyStart(answer.body)),
    context.check(
      'the region alone, not a whole page (no <html> or doctype)',
      !/<html[\s>]|<!doctype/i.test(answer.body),
      bodyStart(answer.body),
    ),
  ];
  return ok.every(Boolean);
}

/** PU-Requested-Url, when sent, is a same-origin path without the `_pu_*` markers. */
export function checkRequestedUrl(context: CaseContext, answer: ShopAnswer): void {
  const value = answer.headers[PU_REQUESTED_URL_HEADER.toLowerCase()];
  if (value === undefined) return;
  context.check(
    `${PU_REQUESTED_URL_HEADER}: a same-origin path without ${PU_PARAM_PREFIX}* markers`,
    isSameOriginPath(value) && !value.includes(PU_PARAM_PREFIX),
    value,
  );
}

/** The parts of a multi-target body by id, in order; null when it does not start with the delimiters. */
export function multiTargetParts(body: string): { id: string; html: string }[] | null {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith(MULTI_TARGET_DELIMITER)) return null;
  const rest = trimmed.slice(MULTI_TARGET_DELIMITER.length);
  const markers = [...rest.matchAll(WIDGET_MARKER)];
  return markers.map((marker, index) => {
    const start = (marker.index ?? 0) + marker[0].length;
    const end = markers[index + 1]?.index ?? rest.length;
    return { id: marker[1] ?? '', html: rest.slice(start, end) };
  });
}

/** A multi-target answer: delimiters first, then one part per target (any order), each holding its element. */
export function checkMultiTargetAnswer(
  context: CaseContext,
  answer: ShopAnswer,
  targets: readonly string[],
): void {
  context.check('status 200', answer.status === 200, String(answer.status));
  const parts = multiTargetParts(answer.body);
  if (
    !context.check(`the body begins with ${MULTI_TARGET_DELIMITER}`, parts !== null, bodyStart(answer.body))
  )
    return;
  // The client finds each part by its id: parts may come in the order they are ready (streamed).
  const ids = parts!.map((part) => part.id);
  const onceEach = targets.every((target) => ids.filter((id) => id === target).length === 1);
  context.check(
    `one part per target, each once, in any order: ${targets.join(', ')}`,
    onceEach,
    ids.join(', ') || '(no parts)',
  );
  for (const part of parts!) {
    if (!targets.includes(part.id)) continue;
    context.check(
      `part ${part.id} holds the element with id="${part.id}"`,
      findById(part.html, part.id) !== null,
      bodyStart(part.html),
    );
  }
  const beforeFirst = answer.body.trimStart().slice(MULTI_TARGET_DELIMITER.length).split('<!--')[0] ?? '';
  context.check(
    'nothing between the delimiters and the first part',
    beforeFirst.trim() === '',
    bodyStart(beforeFirst),
  );
}
