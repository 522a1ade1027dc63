<?php
// The built library (dist/, at /assets/) and the shop's stylesheet (public/, at /static/).
declare(strict_types=1);

const CONTENT_TYPES = ['js' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'map' => 'application/json', 'svg' => 'image/svg+xml'];

/** Sends the file when `path` names one under /assets/ or /static/; false otherwise. */
function serve_static_file(string $path): bool
{
    $roots = [
        '/assets/' => getenv('SHOP_ASSETS') ?: __DIR__ . '/../../../dist',
        '/static/' => __DIR__ . '/../public',
    ];
    foreach ($roots as $prefix => $root) {
        if (!str_starts_with($path, $prefix)) {
            continue;
        }
        $base = realpath($root);
        $file = realpath($root . '/' . substr($path, strlen($prefix)));
        // Only files inside the root: "../" and links out of it are not found.
        if ($base === false || $file === false || !is_file($file) || !str_starts_with($file, $base . DIRECTORY_SEPARATOR)) {
            http_response_code(404);
            return true;
        }
        header('Content-Type: ' . (CONTENT_TYPES[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
        header('X-Content-Type-Options: nosniff');
        readfile($file);
        return true;
    }
    return false;
}
