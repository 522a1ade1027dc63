<?php
// The partial-update contract of docs/protocol.md, from the server's side: the same rules as
// readPartialUpdateRequest, renderMultiTargetResponse and partialUpdateHeaders of the Node helper.
declare(strict_types=1);

const PU_ID_PATTERN = '/^[A-Za-z][\w:.-]*$/';
const PU_MARKERS = ['_pu_target', '_pu_request_target', '_pu_event', '_pu_history', '_pu_layout', '_pu_no_redirect'];

final class BadPartialUpdate extends Exception
{
}

/** A flag header or parameter is set when its value is 1 or true, in any letter case. */
function is_flag_set(?string $value): bool
{
    return $value !== null && in_array(strtolower(trim($value)), ['1', 'true'], true);
}

/**
 * Null for a full-page request; else ['targets' => [...], 'event' => ?string, 'uiEvent' => bool,
 * 'noRedirect' => bool]. The markers are read from the query for every method.
 * Throws BadPartialUpdate (answer 400) on a malformed marker.
 */
function read_partial_update(array $query): ?array
{
    if (!is_flag_set($_SERVER['HTTP_PU_REQUEST'] ?? null)) {
        return null;
    }
    foreach (PU_MARKERS as $marker) {
        if (count(field_values($query, $marker)) > 1) {
            throw new BadPartialUpdate("$marker sent twice");
        }
    }
    $target = field($query, '_pu_target');
    if ($target === null || $target === '') {
        throw new BadPartialUpdate('_pu_target missing');
    }
    // A form-encoded "+" arrives as a space: both separate ids.
    $targets = preg_split('/[+ ]/', $target);
    foreach ($targets as $id) {
        if (!preg_match(PU_ID_PATTERN, $id)) {
            throw new BadPartialUpdate('invalid id in _pu_target');
        }
    }
    if (count(array_unique($targets)) !== count($targets)) {
        throw new BadPartialUpdate('an id listed twice');
    }
    $history = field($query, '_pu_history');
    if ($history !== null && !preg_match('/^\d+$/', $history)) {
        throw new BadPartialUpdate('_pu_history is not a number');
    }
    return [
        'targets' => $targets,
        'event' => field($query, '_pu_event'),
        'uiEvent' => is_flag_set($_SERVER['HTTP_PU_UI_EVENT'] ?? null),
        'noRedirect' => is_flag_set(field($query, '_pu_no_redirect')),
    ];
}

/** The multi-target body: the delimiters comment, then each part after its widget comment. */
function render_multi_target(array $parts): string
{
    $body = '<!--pu:delimiters-->';
    foreach ($parts as $id => $html) {
        if (str_contains($html, '<!--pu:')) {
            throw new LogicException("The part $id holds a delimiter comment.");
        }
        $body .= "<!--pu:widget $id-->" . $html;
    }
    return $body;
}

/** A path the browser may be sent to: one leading slash, no backslash, no whitespace or control character. */
function is_same_origin_path(string $value): bool
{
    return preg_match('#^/(?![/\\\\])[^\x00-\x20\x7f\\\\]*$#', $value) === 1;
}

/** The request's path and query without the _pu_* markers: the address the history records. */
function requested_url(): string
{
    $path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
    $kept = array_filter(parse_pairs($_SERVER['QUERY_STRING'] ?? ''), fn ($pair) => !str_starts_with($pair[0], '_pu_'));
    $query = implode('&', array_map(fn ($pair) => rawurlencode($pair[0]) . '=' . rawurlencode($pair[1]), $kept));
    return $query === '' ? $path : "$path?$query";
}

/** PU-Redirect to a same-origin path (refused otherwise, as the Node helper refuses). */
function send_pu_redirect(string $path): void
{
    if (!is_same_origin_path($path)) {
        throw new LogicException('PU-Redirect must be a same-origin path.');
    }
    header('PU-Redirect: ' . $path);
}

/** The session-expiry answer: status 200, the header and the body with the login link, so the client reloads once. */
function send_session_expired(string $lang): void
{
    header('PU-Session-Expired: 1');
    header('Content-Type: text/html; charset=utf-8');
    echo '<div id="pu-session-expired"><a href="/qf/' . e($lang) . '/ramjet/performLogin">Sign in</a></div>';
}
