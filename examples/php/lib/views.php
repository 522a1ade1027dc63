<?php
// The shop's markup: the library's elements and attributes (docs/elements.md), every value escaped.
declare(strict_types=1);

const SHOP_NAME = 'PHP Shop';
const PAGE_SIZE = 6;
const CATEGORY_PATH = '/en/category/lamps';

function csrf_field(?array $session): string
{
    return '<input type="hidden" name="_csrf" value="' . e($session['csrf_token'] ?? '') . '">';
}

/** The user tools: basket count and account links (a refresh target of the library). */
function user_menu(?array $session): string
{
    $user = current_user($session);
    $count = basket_count($session);
    $account = $user === null
        ? '<a href="/en/login">Sign in</a> <a href="/qf/en/ramjet/register">Register</a>'
        : '<span class="user-menu__name">' . e($user['name']) . '</span>';
    return '<div id="userMenu" class="user-menu"><a href="/en/basket" class="user-menu__basket" data-count="' . $count . '">Basket (' . $count . ')</a> ' . $account . '</div>';
}

function user_lists(?array $session): string
{
    $user = current_user($session);
    $text = $user === null ? 'Sign in to see your shopping lists.' : 'Shopping lists of ' . e($user['name']);
    return '<nav id="userLists" class="user-lists" aria-label="Shopping lists"><p>' . $text . '</p></nav>';
}

function add_to_basket_form(array $product, ?array $session): string
{
    return '<form class="add-to-basket" method="post" action="/qf/en/basket/add" data-add-to-basket data-pu-target="content" data-pu-event-name="addToBasket">'
        . csrf_field($session)
        . '<input type="hidden" name="product" value="' . e($product['id']) . '">'
        . '<button type="submit">Add to basket<span class="visually-hidden"> ' . e($product['name']) . '</span></button></form>';
}

/** The link to `page` of the listing, keeping the address without loadedPages (as the library expects). */
function page_link(int $page): string
{
    return $page === 1 ? CATEGORY_PATH : CATEGORY_PATH . '?page=' . $page;
}

/** The listing: `loaded` pages from `page` on, each marked current, "Load more" and numbered pages. */
function product_listing(int $page, int $loaded, ?array $session): string
{
    $total = (int) query_value('SELECT COUNT(*) FROM products');
    $pages = max(1, (int) ceil($total / PAGE_SIZE));
    $products = query_all('SELECT * FROM products ORDER BY id LIMIT ? OFFSET ?', [PAGE_SIZE * $loaded, PAGE_SIZE * ($page - 1)]);
    $items = '';
    foreach ($products as $product) {
        $items .= '<li class="product-card"><h2>' . e($product['name']) . '</h2><p class="price">' . e($product['price']) . ' €</p>'
            . add_to_basket_form($product, $session) . '</li>';
    }
    $last = $page + $loaded - 1;
    $next = $last < $pages ? '<a data-pagination-next rel="next" href="' . e(page_link($last + 1)) . '">Load more</a>' : '';
    $links = '';
    for ($number = 1; $number <= $pages; $number++) {
        $current = $number >= $page && $number <= $last ? ' aria-current="page"' : '';
        $links .= '<li><a href="' . e(page_link($number)) . '" aria-label="Page ' . $number . '"' . $current . '>' . $number . '</a></li>';
    }
    return '<section id="productListing" data-pagination data-pagination-page="' . $page . '" data-pagination-loaded-pages="' . $loaded
        . '" data-pagination-page-size="' . PAGE_SIZE . '">'
        . '<ul id="productList" class="products" data-pagination-items>' . $items . '</ul>'
        . '<nav id="productPagination" class="pagination" aria-label="Pages" data-pagination-nav data-no-pu>' . $next . '<ul>' . $links . '</ul></nav></section>';
}

/** A main region (the library's page container). */
function content(string $html): string
{
    return '<main id="content" data-pu-container>' . $html . '</main>';
}

function login_form(?array $session, string $error = '', bool $withAction = true): string
{
    // Partial answers must not name the login address (the client would read "session expired").
    $action = $withAction ? ' action="/qf/en/ramjet/performLogin"' : '';
    return ($error !== '' ? '<p class="form-error" role="alert">' . e($error) . '</p>' : '')
        . '<form id="loginForm" method="post"' . $action . ' data-login>'
        . csrf_field($session)
        . '<label for="login-email">E-mail</label> <input id="login-email" name="email" type="email" autocomplete="username" required>'
        . '<label for="login-password">Password</label> <input id="login-password" name="password" type="password" autocomplete="current-password" required>'
        . '<button type="submit">Sign in</button></form>';
}

function registration_form(?array $session, array $values, array $errors): string
{
    $fields = [
        'frm.name' => ['register-name', 'Name', 'text', 'name'],
        'frm.email' => ['register-email', 'E-mail', 'email', 'email'],
        'frm.password' => ['register-password', 'Password', 'password', 'new-password'],
    ];
    $html = '<form id="' . REGISTRATION_FORM . '" class="account-form" method="post" action="/qf/en/ramjet/register" data-validate data-validate-context="'
        . e(create_validation_context(REGISTRATION_FORM)) . '">' . csrf_field($session)
        . '<p class="form-error" role="alert" data-validate-status></p>';
    foreach ($fields as $name => [$id, $label, $type, $autocomplete]) {
        $error = $errors[$name] ?? '';
        $value = $type === 'password' ? '' : ($values[$name] ?? '');
        $html .= '<div class="field"><label for="' . $id . '">' . $label . '</label>'
            . '<input id="' . $id . '" name="' . $name . '" type="' . $type . '" autocomplete="' . $autocomplete . '" value="' . e($value) . '"'
            . ($error !== '' ? ' class="error" aria-invalid="true"' : '') . ' aria-describedby="' . $id . '-message">'
            . '<span id="' . $id . '-message" class="field-message" aria-live="polite">' . e($error) . '</span></div>';
    }
    return $html . '<button type="submit">Register</button></form>';
}

/** The whole page around its regions. */
function document(string $title, string $content, ?array $session): string
{
    return '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        . '<meta name="viewport" content="width=device-width, initial-scale=1">'
        . '<meta name="csrf-token" content="' . e($session['csrf_token'] ?? '') . '">'
        . '<title>' . e(page_title($title)) . '</title>'
        . '<link rel="icon" href="data:,">'
        . '<link rel="stylesheet" href="/static/shop.css">'
        . '<script type="module" src="/assets/storefront-elements.js"></script></head><body>'
        . '<header class="site-header"><a class="logo" href="' . CATEGORY_PATH . '">' . SHOP_NAME . '</a>'
        . '<form class="search" action="/en/search" method="get"><label for="q">Search</label> <input id="q" name="q" type="search"> <button>Search</button></form>'
        . user_menu($session) . user_lists($session) . '</header>'
        . '<fg-partial-update target="content">' . $content . '</fg-partial-update></body></html>';
}

function page_title(string $title): string
{
    return $title . ' | ' . SHOP_NAME;
}
