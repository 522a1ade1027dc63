<?php
// HTML output: every value a page shows goes through e(), text and attributes alike.
declare(strict_types=1);

/** Text or an attribute value (in double or single quotes) as HTML that shows it as it is. */
function e(string|int|float $value): string
{
    return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
}

/** Name=value pairs of a form-encoded string, in order, names kept as sent (PHP's $_GET turns "frm.email" into "frm_email"). */
function parse_pairs(string $encoded): array
{
    $pairs = [];
    foreach (explode('&', $encoded) as $part) {
        if ($part === '') {
            continue;
        }
        [$name, $value] = array_pad(explode('=', $part, 2), 2, '');
        $pairs[] = [urldecode($name), urldecode($value)];
    }
    return $pairs;
}

/** The first value of a field, or null. */
function field(array $pairs, string $name): ?string
{
    foreach ($pairs as [$key, $value]) {
        if ($key === $name) {
            return $value;
        }
    }
    return null;
}

/** Every value of a field (a repeated name). */
function field_values(array $pairs, string $name): array
{
    return array_values(array_map(fn ($pair) => $pair[1], array_filter($pairs, fn ($pair) => $pair[0] === $name)));
}
