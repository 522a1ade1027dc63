/**
 * The markup that makes links partial updates (docs/protocol.md), for the engine and for the server
 * helpers that must leave those links alone (src/server/speculation-rules.ts).
 */

/** An element whose links load as partial updates of it (it needs an id). */
export const PARTIAL_UPDATE_CONTAINER_SELECTOR = '[data-pu-container], [data-partial-update-container]';
