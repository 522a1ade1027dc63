import type { FastifyInstance } from 'fastify';
import {
  answerValidation,
  custom,
  VALIDATION_ANSWER_HEADERS,
  ValidationContextStore,
  type ValidationRuleSet,
} from '../pu.ts';
import { readRegistration, validateRegistration } from '../registration.ts';
import { bodyFields, routeLanguage } from '../route-helpers.ts';

/** The registration fields: form field name, the id of its input in the page (RegisterPage), its error key. */
const REGISTRATION_FIELDS = [
  ['frm.name', 'register-name', 'name'],
  ['frm.email', 'register-email', 'email'],
  ['frm.password', 'register-password', 'password'],
  ['frm.passwordConfirm', 'register-password-confirm', 'passwordConfirm'],
] as const;

/**
 * Live validation (SPEC.md §3, §4): POST to the form page's address with /qf/ replaced by
 * /validate/ — /validate/{lang}/ramjet/register for the registration form — answering
 * `{ error, errorMessage, data }` through the library's `answerValidation`. Each field's rule asks
 * the same `validateRegistration` the form post runs, so live and submitted checks always agree.
 */
export function registerValidationRoutes(app: FastifyInstance): void {
  const contexts = new ValidationContextStore();

  app.post('/validate/:lang/ramjet/register', async (request, reply) => {
    const { t } = routeLanguage(request);
    const rules: ValidationRuleSet = {
      widgets: REGISTRATION_FIELDS.map(([inputName, fieldId, key]) => ({
        widgetId: inputName,
        inputName,
        messageId: `${fieldId}-error`,
        sensitive: inputName.includes('password'),
        rules: [
          custom('registration', async (_value, context) => {
            const input = readRegistration(
              Object.fromEntries(REGISTRATION_FIELDS.map(([name]) => [name, context.field(name)])),
            );
            const errors = await validateRegistration(app.shop.db, input, t);
            return errors[key] ?? null;
          }),
        ],
      })),
    };
    const answer = await answerValidation(bodyFields(request) as Record<string, string>, rules, { contexts });
    return reply.headers(VALIDATION_ANSWER_HEADERS).send(JSON.stringify(answer));
  });
}
