<?php
// The PHP reference shop: `php -S 127.0.0.1:8080 examples/php/router.php` (README.md beside it).
// One front controller: the library's files, then the shop's routes, each answering a full page or,
// for a partial update, the regions it asks for.
declare(strict_types=1);

require __DIR__ . '/lib/html.php';
require __DIR__ . '/lib/partial_update.php';
require __DIR__ . '/lib/database.php';
require __DIR__ . '/lib/session.php';
require __DIR__ . '/lib/validation.php';
require __DIR__ . '/lib/views.php';
require __DIR__ . '/lib/static_files.php';
require __DIR__ . '/lib/routes.php';

$path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
if (serve_static_file($path)) {
    return true;
}
handle_request($_SERVER['REQUEST_METHOD'] ?? 'GET', $path);
