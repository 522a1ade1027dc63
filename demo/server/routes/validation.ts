import type { FastifyInstance } from 'fastify';

/**
 * Live validation (SPEC.md §3, §4): POST to the form page's address with /qf/ replaced by
 * /validate/, e.g. /validate/{lang}/ramjet/register for the registration form, answering
 * `{ error, errorMessage, data }`. The endpoint is registered here; until it is, the form still
 * validates on submit (routes/account.tsx) and the client lets a postponed submit go ahead when
 * the validation call fails.
 */
export function registerValidationRoutes(_app: FastifyInstance): void {}
