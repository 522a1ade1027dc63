import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translate } from '../../i18n/translate.ts';
import { retryAfter } from '../attempt-limits.ts';
import { deliveryAddressRules } from '../checkout-address.ts';
import { encryptedFieldReader } from '../encrypted-fields.ts';
import { emailField } from '../input.ts';
import {
  type AnswerValidationOptions,
  answerValidation,
  custom,
  VALIDATION_ANSWER_HEADERS,
  type ValidationRuleSet,
  validationFailureAnswer,
} from '../pu.ts';
import { REGISTRATION_ENCRYPTED_FIELDS, readRegistration, validateRegistration } from '../registration.ts';
import { bodyFields, routeLanguage } from '../route-helpers.ts';

/** The registration fields: form field name, the id of its input in the page (RegisterPage), its error key. */
const REGISTRATION_FIELDS = [
  ['frm.name', 'register-name', 'name'],
  ['frm.email', 'register-email', 'email'],
  ['frm.password', 'register-password', 'password'],
  ['frm.passwordConfirm', 'register-password-confirm', 'passwordConfirm'],
] as const;

/** Both forms validated live send their e-mail in this field; the calls are counted against it. */
const VALIDATED_EMAIL_FIELD = 'frm.email';

/**
 * Answers a validation call, counted per client address and per e-mail: over the limits, 429 with
 * a failure answer saying so (the page then lets its held submit go, which has limits of its own).
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  t: Translate,
  rules: ValidationRuleSet,
  readField?: AnswerValidationOptions['readField'],
): Promise<FastifyReply> {
  const { validationContexts: contexts, attempts } = request.server.shop;
  const fields = bodyFields(request);
  const wait = await attempts.count('validation', request.ip, emailField(fields, VALIDATED_EMAIL_FIELD));
  if (wait > 0) {
    return retryAfter(reply, wait)
      .code(429)
      .headers(VALIDATION_ANSWER_HEADERS)
      .send(JSON.stringify(validationFailureAnswer(t('error.tooMany'))));
  }
  const result = await answerValidation(fields, rules, {
    contexts,
    ...(readField ? { readField } : {}),
  });
  return reply.headers(VALIDATION_ANSWER_HEADERS).send(JSON.stringify(result));
}

/**
 * Live validation (docs/validation.md): POST to the form page's address with /qf/ replaced by
 * /validate/, answering `{ error, errorMessage, data }` through the library's `answerValidation`.
 * - /validate/{lang}/ramjet/register: each field's rule asks the same `validateRegistration` the form
 *   post runs, so live and submitted checks always agree. The passwords arrive encrypted, as in the
 *   post: `readField` decrypts them (a ciphertext the key cannot read answers the failure message).
 * - /validate/{lang}/basket/address: the checkout address, from the library's rules
 *   (checkout-address.ts), which the form post checks again with `validateSubmittedForm`.
 */
export function registerValidationRoutes(app: FastifyInstance): void {
  const readRegistrationField = encryptedFieldReader(app.shop.encryptionKeys, REGISTRATION_ENCRYPTED_FIELDS);

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
    return answer(request, reply, t, rules, readRegistrationField);
  });

  app.post('/validate/:lang/basket/address', async (request, reply) => {
    const { t } = routeLanguage(request);
    return answer(request, reply, t, deliveryAddressRules(t));
  });
}
