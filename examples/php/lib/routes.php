<?php
// The shop's routes. A handler returns a page: ['title', 'regions' => [id => html], 'url' => the
// address the history records or null, 'status']; respond() answers it whole or as the asked regions.
declare(strict_types=1);

final class Visit
{
    public function __construct(
        public ?array $pu,
        public ?array $session,
        public array $query,
        public array $body,
    ) {
    }
}

function handle_request(string $method, string $path): void
{
    header_remove('X-Powered-By');
    header('Cache-Control: no-store');
    header('Vary: PU-Request, PU-UI-Event');
    header('X-Content-Type-Options: nosniff');
    $query = parse_pairs($_SERVER['QUERY_STRING'] ?? '');
    $body = $method === 'POST' ? parse_pairs((string) file_get_contents('php://input')) : [];
    try {
        $pu = read_partial_update($query);
    } catch (BadPartialUpdate $error) {
        http_response_code(400);
        header('Content-Type: text/html; charset=utf-8');
        echo '<p>Bad partial-update request: ' . e($error->getMessage()) . '</p>';
        return;
    }
    $state = read_session();
    // An ended signed-in session met by a partial update: the client reloads the page once.
    if ($pu !== null && $state['state'] === 'expired' && $state['wasSignedIn']) {
        send_session_expired('en');
        return;
    }
    $visit = new Visit($pu, $state['session'] ?? create_session(null), $query, $body);
    if ($method === 'POST' && !csrf_token_valid($state['session'], $body)) {
        respond($visit, ['title' => 'Refused', 'status' => 403, 'url' => null,
            'regions' => ['content' => content('<p role="alert">The form was out of date. Reload the page and try again.</p>')]]);
        return;
    }
    $routes = [
        'GET /' => fn () => redirect_after_post($visit, CATEGORY_PATH),
        'GET ' . CATEGORY_PATH => 'category_page',
        'GET /en/search' => 'search_page',
        'GET /en/basket' => 'basket_page',
        'POST /qf/en/basket/add' => 'add_to_basket',
        'GET /en/login' => 'login_page',
        'GET /qf/en/ramjet/performLogin' => fn () => redirect_after_post($visit, '/en/login'),
        'POST /qf/en/ramjet/performLogin' => 'perform_login',
        'POST /qf/en/ramjet/logout' => 'logout',
        'GET /qf/en/ramjet/register' => 'registration_page',
        'POST /qf/en/ramjet/register' => 'register',
        'POST /validate/en/ramjet/register' => 'validate_registration',
        'GET /qf/en/ramjet/include' => 'user_tools',
        'POST /qf/en/ramjet/include' => 'user_tools',
    ];
    $handler = $routes["$method $path"] ?? null;
    $page = $handler === null
        ? ['title' => 'Not found', 'status' => 404, 'url' => null, 'regions' => ['content' => content('<h1>Not found</h1>')]]
        : $handler($visit);
    if ($page !== null) {
        respond($visit, $page);
    }
}

/** The whole page, or the asked regions (one element, or a multi-target body); an unknown region: 400. */
function respond(Visit $visit, array $page): void
{
    http_response_code($page['status'] ?? 200);
    header('Content-Type: text/html; charset=utf-8');
    if ($visit->pu === null) {
        echo document($page['title'], $page['regions']['content'], $visit->session);
        return;
    }
    $regions = $page['regions'] + ['userMenu' => user_menu($visit->session), 'userLists' => user_lists($visit->session)];
    $missing = array_diff($visit->pu['targets'], array_keys($regions));
    if ($missing !== []) {
        http_response_code(400);
        header('PU-Error: 1');
        echo '<p>This page has no region ' . e(implode(', ', $missing)) . '.</p>';
        return;
    }
    if (($page['url'] ?? null) !== null) {
        header('PU-Requested-Url: ' . $page['url']);
        header('PU-Title: ' . rawurlencode(page_title($page['title'])));
    }
    $parts = [];
    foreach ($visit->pu['targets'] as $id) {
        $parts[$id] = $regions[$id];
    }
    echo count($parts) === 1 ? reset($parts) : render_multi_target($parts);
}

/** After a plain post: 303 to the page (the partial updates never get here). */
function redirect_after_post(Visit $visit, string $path): ?array
{
    http_response_code(303);
    header('Location: ' . $path);
    return null;
}

/** A positive whole number of a parameter, or the default. */
function whole_number(?string $value, int $default): int
{
    return $value !== null && preg_match('/^[1-9]\d{0,5}$/', $value) ? (int) $value : $default;
}

function category_page(Visit $visit): array
{
    $pages = (int) ceil(PRODUCT_COUNT / PAGE_SIZE);
    $page = min(whole_number(field($visit->query, 'page'), 1), $pages);
    $loaded = min(whole_number(field($visit->query, 'loadedPages'), 1), $pages - $page + 1);
    $listing = product_listing($page, $loaded, $visit->session);
    return ['title' => 'Lamps', 'url' => requested_url(), 'regions' => [
        'content' => content('<h1>Lamps</h1>' . $listing),
        'productListing' => $listing,
    ]];
}

function search_page(Visit $visit): array
{
    $q = field($visit->query, 'q') ?? '';
    $found = query_all("SELECT * FROM products WHERE name LIKE ? ESCAPE '\\' ORDER BY id LIMIT 20", ['%' . addcslashes($q, '%_\\') . '%']);
    $items = implode('', array_map(fn ($product) => '<li>' . e($product['name']) . '</li>', $found));
    return ['title' => 'Search', 'url' => requested_url(), 'regions' => ['content' => content(
        '<h1>Search</h1><form action="/en/search" method="get"><label for="search-again">Search for</label> '
        . '<input id="search-again" name="q" type="search" value="' . e($q) . '"> <button>Search</button></form>'
        . '<p>' . count($found) . ' results for “' . e($q) . '”</p><ul>' . $items . '</ul>'
    )]];
}

function basket_page(Visit $visit): array
{
    $lines = query_all('SELECT p.name, SUM(b.quantity) AS quantity FROM basket_items b JOIN products p ON p.id = b.product_id WHERE b.session_id = ? GROUP BY p.id', [$visit->session['id']]);
    $items = implode('', array_map(fn ($line) => '<li>' . e($line['name']) . ' × ' . e($line['quantity']) . '</li>', $lines));
    return ['title' => 'Basket', 'url' => requested_url(), 'regions' => ['content' => content(
        '<h1>Basket</h1>' . ($items === '' ? '<p>Your basket is empty.</p>' : '<ul>' . $items . '</ul>')
    )]];
}

function add_to_basket(Visit $visit): array
{
    $product = query_all('SELECT * FROM products WHERE id = ?', [whole_number(field($visit->body, 'product'), 0)])[0] ?? null;
    if ($product === null) {
        return ['title' => 'Not found', 'status' => 404, 'url' => null, 'regions' => ['content' => content('<p>No such product.</p>')]];
    }
    execute('INSERT INTO basket_items (session_id, product_id, quantity) VALUES (?, ?, 1)', [$visit->session['id'], $product['id']]);
    // A page whose container is the confirmation: the library posts in the background (no
    // PU-Request) and shows the container's content in a popup, then refreshes the user tools;
    // without script it is the page the visitor lands on.
    return ['title' => 'Added to basket', 'url' => null, 'regions' => ['content' => content(
        '<h1>Added to basket</h1><p>' . e($product['name']) . ' is in your basket (' . basket_count($visit->session) . ' items).</p>'
        . '<p><a href="' . CATEGORY_PATH . '" data-popup-close>Continue shopping</a> <a href="/en/basket">Go to the basket</a></p>'
    )]];
}

function login_page(Visit $visit): ?array
{
    // The login form names the login address, which a partial answer must not: a full page it is.
    if ($visit->pu !== null && !$visit->pu['noRedirect']) {
        send_pu_redirect('/en/login');
    }
    return ['title' => 'Sign in', 'url' => '/en/login', 'regions' => ['content' => content(
        '<h1>Sign in</h1>' . login_form($visit->session, '', $visit->pu === null) . '<p>Try jana@example.com with heslo-demo-1.</p>'
    )]];
}

function perform_login(Visit $visit): ?array
{
    $email = field($visit->body, 'email') ?? '';
    $user = query_all('SELECT * FROM users WHERE email = ?', [$email])[0] ?? null;
    if ($user === null || !password_verify(field($visit->body, 'password') ?? '', $user['password_hash'])) {
        // Refused: the form again with the message; 200, as the only status a partial update shows.
        if ($visit->pu !== null) {
            header('PU-Error: login-failed');
        }
        return ['title' => 'Sign in', 'url' => null, 'status' => $visit->pu === null ? 401 : 200, 'regions' => ['content' => content(
            '<h1>Sign in</h1>' . login_form($visit->session, 'Wrong e-mail or password.', $visit->pu === null)
        )]];
    }
    $visit->session = sign_in($visit->session, (int) $user['id']);
    if ($visit->pu === null) {
        return redirect_after_post($visit, CATEGORY_PATH);
    }
    return ['title' => 'Signed in', 'url' => null, 'regions' => ['content' => content(
        '<h1>Signed in as ' . e($user['name']) . '</h1><p><a href="' . CATEGORY_PATH . '">Continue shopping</a></p>'
    )]];
}

function logout(Visit $visit): ?array
{
    $visit->session = sign_out($visit->session);
    if ($visit->pu === null) {
        return redirect_after_post($visit, CATEGORY_PATH);
    }
    if (!$visit->pu['noRedirect']) {
        send_pu_redirect(CATEGORY_PATH);
    }
    return ['title' => 'Signed out', 'url' => null, 'regions' => ['content' => content('<h1>You are signed out</h1>')]];
}

function registration_page(Visit $visit): array
{
    return ['title' => 'Register', 'url' => requested_url(), 'regions' => ['content' => content(
        '<h1>Register</h1>' . registration_form($visit->session, [], [])
    )]];
}

function register(Visit $visit): ?array
{
    $errors = registration_errors($visit->body);
    if ($errors !== []) {
        // The form with its messages; a partial update gets 200 and PU-Error, so the client swaps it and reports the error.
        if ($visit->pu !== null) {
            header('PU-Error: 1');
        }
        $values = ['frm.name' => field($visit->body, 'frm.name') ?? '', 'frm.email' => field($visit->body, 'frm.email') ?? ''];
        return ['title' => 'Register', 'url' => null, 'status' => $visit->pu === null ? 422 : 200, 'regions' => ['content' => content(
            '<h1>Register</h1>' . registration_form($visit->session, $values, $errors)
        )]];
    }
    execute('INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)', [
        field($visit->body, 'frm.email'), trim(field($visit->body, 'frm.name') ?? ''), password_hash(field($visit->body, 'frm.password') ?? '', PASSWORD_DEFAULT),
    ]);
    release_validation_context(field($visit->body, 'validationContextId') ?? field($visit->query, 'validationContextId') ?? '');
    $visit->session = sign_in($visit->session, (int) database()->lastInsertId());
    if ($visit->pu === null) {
        return redirect_after_post($visit, CATEGORY_PATH);
    }
    if (!$visit->pu['noRedirect']) {
        send_pu_redirect(CATEGORY_PATH);
    }
    return ['title' => 'Welcome', 'url' => null, 'regions' => ['content' => content('<h1>Welcome</h1>')]];
}

function validate_registration(Visit $visit): ?array
{
    header('Content-Type: application/json');
    echo json_encode(answer_validation($visit->body), JSON_THROW_ON_ERROR);
    return null;
}

/** The user tools the library refreshes after a login or a basket change (updatedCart=1: rendered from the basket anyway). */
function user_tools(Visit $visit): array
{
    if ($visit->pu === null) {
        $visit->pu = ['targets' => ['userMenu', 'userLists'], 'event' => null, 'uiEvent' => false, 'noRedirect' => false];
    }
    return ['title' => 'User tools', 'url' => null, 'regions' => []];
}
