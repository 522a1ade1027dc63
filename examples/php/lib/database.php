<?php
// The shop's data: SQLite through PDO, created and seeded on first use (SHOP_DATABASE names the file).
declare(strict_types=1);

const PRODUCT_COUNT = 30;

function database(): PDO
{
    static $pdo = null;
    if ($pdo !== null) {
        return $pdo;
    }
    $file = getenv('SHOP_DATABASE') ?: sys_get_temp_dir() . '/storefront-php-shop.sqlite';
    $pdo = new PDO('sqlite:' . $file, null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
    $pdo->exec('PRAGMA busy_timeout = 5000');
    $pdo->exec('CREATE TABLE IF NOT EXISTS products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price INTEGER NOT NULL)');
    $pdo->exec('CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT UNIQUE NOT NULL, name TEXT NOT NULL, password_hash TEXT NOT NULL)');
    $pdo->exec('CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, user_id INTEGER, csrf_token TEXT NOT NULL, expires_at INTEGER NOT NULL)');
    $pdo->exec('CREATE TABLE IF NOT EXISTS basket_items (session_id TEXT NOT NULL, product_id INTEGER NOT NULL, quantity INTEGER NOT NULL)');
    $pdo->exec("CREATE TABLE IF NOT EXISTS validation_contexts (id TEXT PRIMARY KEY, form_id TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'open')");
    if ((int) $pdo->query('SELECT COUNT(*) FROM products')->fetchColumn() === 0) {
        seed($pdo);
    }
    return $pdo;
}

function seed(PDO $pdo): void
{
    $insert = $pdo->prepare('INSERT INTO products (id, name, price) VALUES (?, ?, ?)');
    $kinds = ['Desk lamp', 'Floor lamp', 'Pendant', 'Wall light', 'Reading lamp'];
    for ($id = 1; $id <= PRODUCT_COUNT; $id++) {
        $insert->execute([$id, $kinds[$id % 5] . ' ' . (100 + $id), 15 + ($id * 7) % 90]);
    }
    $pdo->prepare('INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)')
        ->execute(['jana@example.com', 'Jana Nováková', password_hash('heslo-demo-1', PASSWORD_DEFAULT)]);
}

function query_all(string $sql, array $params = []): array
{
    $statement = database()->prepare($sql);
    $statement->execute($params);
    return $statement->fetchAll(PDO::FETCH_ASSOC);
}

function query_value(string $sql, array $params = []): mixed
{
    $statement = database()->prepare($sql);
    $statement->execute($params);
    return $statement->fetchColumn();
}

function execute(string $sql, array $params = []): int
{
    $statement = database()->prepare($sql);
    $statement->execute($params);
    return $statement->rowCount();
}
