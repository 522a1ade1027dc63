<?php
// Live validation (docs/protocol.md "Live validation"): contexts in the database, the rules of the
// registration form, and the JSON answer in the shape the library reads.
declare(strict_types=1);

const REGISTRATION_FORM = 'registrationForm';

/** The registration rules: widget id => [input name, message element id, check returning an error or null]. */
function registration_rules(): array
{
    return [
        'frm.name' => ['register-name-message', fn (string $value) => trim($value) === '' ? 'Enter your name.' : null],
        'frm.email' => ['register-email-message', function (string $value) {
            if (filter_var($value, FILTER_VALIDATE_EMAIL) === false) {
                return 'Enter a valid e-mail address.';
            }
            return query_value('SELECT COUNT(*) FROM users WHERE email = ?', [$value]) > 0
                ? 'An account with this e-mail already exists.' : null;
        }],
        'frm.password' => ['register-password-message', fn (string $value) => mb_strlen($value) < 8 ? 'Use at least 8 characters.' : null],
    ];
}

/** Field errors of a submitted form, by widget id (empty when the form may be processed). */
function registration_errors(array $fields): array
{
    $errors = [];
    foreach (registration_rules() as $widget => [, $check]) {
        $error = $check(field($fields, $widget) ?? '');
        if ($error !== null) {
            $errors[$widget] = $error;
        }
    }
    return $errors;
}

function create_validation_context(string $formId): string
{
    $id = random_id();
    execute('INSERT INTO validation_contexts (id, form_id) VALUES (?, ?)', [$id, $formId]);
    return $id;
}

function release_validation_context(string $id): void
{
    execute("UPDATE validation_contexts SET state = 'released' WHERE id = ?", [$id]);
}

function validation_error(string $code, string $text): array
{
    return ['error' => true, 'errorMessage' => "Error $code: $text", 'data' => null];
}

/** The answer to one validation call (the form-encoded fields of the request body). */
function answer_validation(array $fields): array
{
    $formId = field($fields, 'formId') ?? '';
    $contextId = field($fields, 'validationContextId') ?? '';
    if ($contextId === '') {
        $contextId = create_validation_context($formId);
    } else {
        $state = query_value('SELECT state FROM validation_contexts WHERE id = ? AND form_id = ?', [$contextId, $formId]);
        if ($state === false) {
            return validation_error('01', 'the validation context no longer exists');
        }
        if ($state === 'released') {
            return validation_error('04', 'the form state was released');
        }
    }
    // One call per context at a time: another one running gets Error 02 and the client retries.
    if (execute("UPDATE validation_contexts SET state = 'busy' WHERE id = ? AND state = 'open'", [$contextId]) === 0) {
        return validation_error('02', 'a parallel call is running');
    }
    try {
        $widgets = [];
        $rules = registration_rules();
        foreach (field_values($fields, 'requestedWidgets') as $widget) {
            if (!isset($rules[$widget])) {
                continue;
            }
            [$messageId, $check] = $rules[$widget];
            $value = field($fields, $widget) ?? '';
            $error = $check($value);
            $widgets[] = [
                'widgetId' => $widget,
                'widgetInputName' => $widget,
                'widgetMessageId' => $messageId,
                'validatedValue' => $widget === 'frm.password' ? null : $value,
                'hasErrors' => $error !== null,
                'hasInfos' => false,
                'hasMessages' => $error !== null,
                'messages' => $error === null ? [] : [$error],
                'keyedMessages' => (object) ($error === null ? [] : ['rule' => $error]),
                'hasKeyedErrors' => $error !== null,
            ];
        }
        $invalid = array_filter($widgets, fn ($widget) => $widget['hasErrors']) !== [];
        return ['error' => false, 'errorMessage' => null, 'data' => [
            'validationContextId' => $contextId,
            'containerStatus' => $invalid ? 'invalid' : 'valid',
            'requires' => true,
            'widgets' => $widgets,
        ]];
    } finally {
        execute("UPDATE validation_contexts SET state = 'open' WHERE id = ? AND state = 'busy'", [$contextId]);
    }
}
