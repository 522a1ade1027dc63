<?php
// Sessions in the database: the cookie carries a random id only (HttpOnly, SameSite=Lax, Secure
// over HTTPS). Ended sessions stay, so a visitor coming back is told "expired", not "unknown".
// Each session holds its CSRF token; signing in or out gives a new id and a new token.
declare(strict_types=1);

const SESSION_COOKIE = 'shop_session';
const ANONYMOUS_TTL = 7 * 86400;
const SIGNED_IN_TTL = 2 * 3600;

/** ['state' => 'none'|'active'|'expired', 'session' => ?array, 'wasSignedIn' => bool] */
function read_session(): array
{
    $id = $_COOKIE[SESSION_COOKIE] ?? '';
    if (!preg_match('/^[A-Za-z0-9_-]{32,64}$/', $id)) {
        return ['state' => $id === '' ? 'none' : 'expired', 'session' => null, 'wasSignedIn' => false];
    }
    $rows = query_all('SELECT * FROM sessions WHERE id = ?', [$id]);
    if ($rows === []) {
        return ['state' => 'expired', 'session' => null, 'wasSignedIn' => false];
    }
    $session = $rows[0];
    if ((int) $session['expires_at'] <= time()) {
        return ['state' => 'expired', 'session' => null, 'wasSignedIn' => $session['user_id'] !== null];
    }
    $expires = time() + ($session['user_id'] === null ? ANONYMOUS_TTL : SIGNED_IN_TTL);
    execute('UPDATE sessions SET expires_at = ? WHERE id = ?', [$expires, $id]);
    return ['state' => 'active', 'session' => $session, 'wasSignedIn' => $session['user_id'] !== null];
}

function random_id(): string
{
    return rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
}

function set_session_cookie(string $id): void
{
    setcookie(SESSION_COOKIE, $id, [
        'path' => '/',
        'httponly' => true,
        'samesite' => 'Lax',
        'secure' => ($_SERVER['HTTPS'] ?? '') !== '' && $_SERVER['HTTPS'] !== 'off',
    ]);
}

/** A new session (anonymous or signed in) with its own CSRF token; its cookie is set. */
function create_session(?int $userId): array
{
    $session = ['id' => random_id(), 'user_id' => $userId, 'csrf_token' => random_id()];
    execute('INSERT INTO sessions (id, user_id, csrf_token, expires_at) VALUES (?, ?, ?, ?)', [
        $session['id'], $userId, $session['csrf_token'], time() + ($userId === null ? ANONYMOUS_TTL : SIGNED_IN_TTL),
    ]);
    set_session_cookie($session['id']);
    return $session;
}

/** Sign in: a new id and token (no fixation); the basket comes along. The token is named in X-CSRF-Token. */
function sign_in(?array $current, int $userId): array
{
    $session = create_session($userId);
    if ($current !== null) {
        execute('UPDATE basket_items SET session_id = ? WHERE session_id = ?', [$session['id'], $current['id']]);
        execute('DELETE FROM sessions WHERE id = ?', [$current['id']]);
    }
    header('X-CSRF-Token: ' . $session['csrf_token']);
    return $session;
}

/** Sign out: the session is gone; a fresh anonymous one (and token) takes its place. */
function sign_out(array $current): array
{
    execute('DELETE FROM basket_items WHERE session_id = ?', [$current['id']]);
    execute('DELETE FROM sessions WHERE id = ?', [$current['id']]);
    $session = create_session(null);
    header('X-CSRF-Token: ' . $session['csrf_token']);
    return $session;
}

/** A state-changing request carries the session's token (X-CSRF-Token header, or the _csrf field). */
function csrf_token_valid(?array $session, array $body): bool
{
    $sent = $_SERVER['HTTP_X_CSRF_TOKEN'] ?? field($body, '_csrf') ?? '';
    return $session !== null && $sent !== '' && hash_equals($session['csrf_token'], $sent);
}

function current_user(?array $session): ?array
{
    if ($session === null || $session['user_id'] === null) {
        return null;
    }
    return query_all('SELECT id, email, name FROM users WHERE id = ?', [$session['user_id']])[0] ?? null;
}

function basket_count(?array $session): int
{
    return $session === null ? 0 : (int) query_value('SELECT COALESCE(SUM(quantity), 0) FROM basket_items WHERE session_id = ?', [$session['id']]);
}
