import { MAX_LINE_QUANTITY } from '../db/queries/basket.ts';
import { DEFAULT_PAGE_PARAMS, type PageParamNames } from '../views/urls.ts';
import { badRequest, notFound } from './shop-error.ts';

/** Request fields as fastify hands them over (query, form or multipart key/values). */
export type Fields = Readonly<Record<string, unknown>>;

export function asFields(value: unknown): Fields {
  return value !== null && typeof value === 'object' ? (value as Fields) : {};
}

/**
 * A single text field; repeated or non-text values are bad input, and so is a NUL character: no form
 * sends one, and PostgreSQL's text refuses it (a query would fail where SQLite went on).
 */
export function textField(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.includes('\0')) throw badRequest();
  return value;
}

/**
 * A text field the page can do without, such as a return path: anything `textField` refuses reads
 * as absent, so a broken link still shows its page (with the default in its place).
 */
export function optionalTextField(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' && !value.includes('\0') ? value : undefined;
}

/** No e-mail address is longer (RFC 5321 allows 254 characters); anything beyond is cut, not stored. */
export const MAX_EMAIL_LENGTH = 200;

/** An e-mail address as the shop compares them: trimmed, lower-cased, bounded; '' when absent. */
export function emailField(fields: Fields, name: string): string {
  return (textField(fields, name) ?? '').trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH);
}

/** A database id: a positive whole number written plainly (no signs, exponents or spaces). */
export function idField(fields: Fields, name: string): number {
  const value = textField(fields, name);
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) throw badRequest();
  return Number(value);
}

/** An id from a path segment: a malformed one is a page that does not exist. */
export function pathId(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw notFound();
  return Number(value);
}

/** A quantity between min and the line limit; defaults to 1 when the field is absent. */
export function quantityField(fields: Fields, name: string, min = 1): number {
  const value = textField(fields, name);
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,4}$/.test(value.trim())) throw badRequest();
  const quantity = Number(value.trim());
  if (quantity < min || quantity > MAX_LINE_QUANTITY) throw badRequest();
  return quantity;
}

/** A page number from the query; anything malformed reads as page 1. */
export function pageNumber(fields: Fields, name: string): number {
  const value = textField(fields, name);
  if (value === undefined || !/^[1-9]\d{0,4}$/.test(value)) return 1;
  return Number(value);
}

/** A price bound in whole euros, as cents; empty or malformed means no bound. */
export function priceBound(fields: Fields, name: string): number | undefined {
  const value = textField(fields, name)?.trim();
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value) * 100;
}

/**
 * The window of a paginated list from its page and loaded-pages parameters, clamped to sane bounds.
 * A page with several lists names each list's parameters differently.
 */
export function pageWindow(
  fields: Fields,
  maxLoadedPages: number,
  names: PageParamNames = DEFAULT_PAGE_PARAMS,
): { page: number; loadedPages: number } {
  const page = pageNumber(fields, names.page);
  const loadedPages = Math.min(pageNumber(fields, names.loadedPages), maxLoadedPages);
  return { page, loadedPages };
}
