/**
 * Pagination fragment data (docs/pagination.md), read from the instance element:
 * `data-pagination-page` (pageNumber, default 1), `data-pagination-loaded-pages` (loadedPages,
 * default 1), `data-pagination-page-size` (pageSize, optional), and the parameter names
 * `data-pagination-page-param` (default `page`), `data-pagination-loaded-param` (default
 * `loadedPages`), `data-pagination-page-size-param` (default `pageSize`).
 */
import { originRelativeAddress } from '../../core/same-origin.ts';

export interface PaginationFragmentData {
  pageNumber: number;
  pageNumberParameterName: string;
  loadedPages: number;
  loadedPagesParameterName: string;
  pageSize: number | null;
  pageSizeParameterName: string;
}

export function readPaginationData(element: Element): PaginationFragmentData {
  return {
    pageNumber: positive(element.getAttribute('data-pagination-page')) ?? 1,
    pageNumberParameterName: element.getAttribute('data-pagination-page-param') || 'page',
    loadedPages: positive(element.getAttribute('data-pagination-loaded-pages')) ?? 1,
    loadedPagesParameterName: element.getAttribute('data-pagination-loaded-param') || 'loadedPages',
    pageSize: positive(element.getAttribute('data-pagination-page-size')),
    pageSizeParameterName: element.getAttribute('data-pagination-page-size-param') || 'pageSize',
  };
}

/**
 * The address that shows what the instance shows now: from its first page, `loadedPages` pages.
 * A server given it renders the same items again (reload, back/forward).
 */
export function restoreAddress(pageAddress: string, data: PaginationFragmentData): string {
  const url = new URL(pageAddress, location.href);
  url.searchParams.set(data.pageNumberParameterName, String(data.pageNumber));
  if (data.loadedPages > 1) url.searchParams.set(data.loadedPagesParameterName, String(data.loadedPages));
  else url.searchParams.delete(data.loadedPagesParameterName);
  if (data.pageSize !== null) url.searchParams.set(data.pageSizeParameterName, String(data.pageSize));
  url.hash = '';
  return originRelativeAddress(url);
}

function positive(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}
