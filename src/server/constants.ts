/**
 * The wire contract as the server helper exports it: the names of src/protocol (one source for the
 * browser engine and the server), plus what only a server needs.
 */
import { PU_REQUEST_HEADER, PU_UI_EVENT_HEADER } from '../protocol/partial-update.ts';

export * from '../protocol/partial-update.ts';

/** A widget (region) id: a letter, then letters, digits, `_`, `:`, `.` or `-`. */
export const WIDGET_ID_PATTERN = /^[A-Za-z][\w:.-]*$/;
/** Content type of every partial-update answer. */
export const PARTIAL_UPDATE_CONTENT_TYPE = 'text/html; charset=utf-8';
/** Answers differ by these request headers: shared caches must key on them. */
export const PARTIAL_UPDATE_VARY = `${PU_REQUEST_HEADER}, ${PU_UI_EVENT_HEADER}`;
