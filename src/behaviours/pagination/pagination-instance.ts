/**
 * One paginated list (docs/pagination.md): "Load more" appends the next page's items and
 * replaces the pagination block; a numbered page replaces the list and scrolls to its top. The
 * address always says what the list shows ("Load more" replaces the entry, a numbered page pushes
 * one), so reload, a shared link and back/forward show the same items as a full load of it.
 */
import { announce } from '../../core/announcer.ts';
import { clearFailure, statusFailureKind, tellFailure } from '../../core/delivery/failure-notice.ts';
import { emit } from '../../core/events.ts';
import { globalTargetHolding } from '../../core/history/global-target-holding.ts';
import { showTitle } from '../../core/history/page-title.ts';
import {
  readPaginationUrl,
  recordPaginationEntry,
  rememberPaginationUrl,
} from '../../core/history/pagination-state.ts';
import { rememberScrollPosition, restoreScrollPosition } from '../../core/history/scroll-position.ts';
import { historyController } from '../../core/history-chunk.ts';
import { originRelativeAddress } from '../../core/same-origin.ts';
import { scrollToAnchor } from '../../core/scroll.ts';
import type { FailureKind } from '../../i18n/failure-notice-texts.ts';
import { paginationText } from '../../i18n/pagination-texts.ts';
import { type FetchedPage, fetchInstance, PaginationFetchError } from './fetch-instance.ts';
import { renderLoadMoreLabel } from './load-more-label.ts';
import {
  ITEMS_SELECTOR,
  NAV_SELECTOR,
  PAGINATION_SCROLL_MS,
  PAGINATION_SCROLL_OFFSET_PX,
} from './pagination-constants.ts';
import { type PaginationFragmentData, readPaginationData, restoreAddress } from './pagination-data.ts';
import { fitBlockToShownPages } from './shown-pages-block.ts';

export class PaginationInstance {
  private request: AbortController | null = null;
  /** The address of what the instance shows now, as its server would render it. */
  private address: string;

  constructor(readonly element: HTMLElement) {
    this.address = restoreAddress(location.href, readPaginationData(element));
  }

  get id(): string {
    return this.element.id;
  }

  /** "Load more": shows the loading text on the link, then appends the next page. */
  async loadMore(link: HTMLAnchorElement): Promise<void> {
    renderLoadMoreLabel(link, paginationText(this.lang(), 'loading'));
    link.setAttribute('aria-disabled', 'true');
    try {
      const page = await this.fetch(link.href, 'append', link);
      if (!page) return;
      const items = this.list();
      const firstNew = page.items[0];
      items.append(...page.items);
      this.adoptState(page.instance, true);
      if (page.nav)
        fitBlockToShownPages(
          page.nav,
          this.element.querySelector(NAV_SELECTOR),
          readPaginationData(this.element),
        );
      this.replaceNav(page.nav);
      // The focus (and the scroll it brings) goes with the items, in the same task: after the wait
      // for the history chunk it would pull back a shopper who has scrolled on meanwhile.
      if (firstNew instanceof HTMLElement) focusWithoutScrollJump(firstNew);
      announce(firstNew?.textContent?.trim() ?? '');
      await this.recordAddress({ replace: true, title: null });
      this.finish(link.href, 'append');
    } finally {
      if (link.isConnected) {
        renderLoadMoreLabel(link, null);
        link.removeAttribute('aria-disabled');
      }
    }
  }

  /** A numbered page: replaces the list, scrolls to its top and adds a history entry. */
  async showPage(link: HTMLAnchorElement): Promise<void> {
    const page = await this.fetch(link.href, 'replace', link);
    if (!page) return;
    const leftAt = window.scrollY;
    this.replaceItems(page);
    this.adoptState(page.instance, false);
    await this.recordAddress({ replace: false, title: page.title, leftAt });
    await scrollToAnchor(this.element, PAGINATION_SCROLL_MS, PAGINATION_SCROLL_OFFSET_PX);
    this.finish(link.href, 'replace');
  }

  /**
   * Shows what the history entry remembers for this instance (reload, back/forward), and puts the
   * page where the entry was left. Inside a controller's global target the controller does it: it
   * renders the whole region of the entry's address again.
   */
  async restore(): Promise<void> {
    if (globalTargetHolding(this.element)) return;
    const remembered = readPaginationUrl(this.id) ?? new URL(this.addressOfLocation(), location.href);
    if (originRelativeAddress(remembered) === this.address) return;
    const page = await this.fetch(remembered.href, 'replace', null);
    if (!page) return;
    this.replaceItems(page);
    this.adoptState(page.instance, false);
    restoreScrollPosition();
  }

  /**
   * Writes what the list shows into the address: a new entry (a numbered page, left at `leftAt`) or
   * the current one ("Load more"). In a controller's global target the entry is the controller's
   * (back/forward renders the region of this address); elsewhere it holds the pagination addresses.
   */
  private async recordAddress(change: {
    replace: boolean;
    title: string | null;
    leftAt?: number;
  }): Promise<void> {
    const address = addressShowing(readPaginationData(this.element));
    const region = globalTargetHolding(this.element);
    if (region) {
      const { recordUpdate } = await historyController();
      recordUpdate({ url: address, target: region, globalTarget: region, ...change });
    } else {
      if (change.leftAt !== undefined && !change.replace) rememberScrollPosition(change.leftAt);
      recordPaginationEntry(address, change.replace);
      showTitle(change.title);
    }
    rememberPaginationUrl(this.id, this.address);
  }

  /** What the address bar asks of this instance when the history state remembers nothing. */
  private addressOfLocation(): string {
    const data = readPaginationData(this.element);
    const params = new URL(location.href).searchParams;
    const pageNumber = Number(params.get(data.pageNumberParameterName)) || 1;
    const loadedPages = Number(params.get(data.loadedPagesParameterName)) || 1;
    return restoreAddress(location.href, { ...data, pageNumber, loadedPages });
  }

  /** Fetches a page of the list; a failure of the shopper's link is told beside it (failure-notice.ts). */
  private async fetch(
    address: string,
    mode: 'append' | 'replace',
    link: HTMLAnchorElement | null,
  ): Promise<FetchedPage | null> {
    this.request?.abort();
    const request = new AbortController();
    this.request = request;
    this.element.setAttribute('aria-busy', 'true');
    emit(this.element, 'fg:pagination-load', { url: address, mode });
    try {
      const loading = fetchInstance(address, this.id, request.signal);
      // Work under way for the settled signal (docs/settled.md), until the page has arrived or failed.
      emit(document, 'fg:busy', [`pagination of #${this.id}`, loading]);
      const page = await loading;
      if (link) clearFailure(link);
      return page;
    } catch (error) {
      if (request.signal.aborted) return null;
      console.error(error);
      if (link) tellFailure(link, failureOf(error));
      return null;
    } finally {
      if (this.request === request) {
        this.request = null;
        this.element.removeAttribute('aria-busy');
      }
    }
  }

  private replaceItems(page: FetchedPage): void {
    this.list().replaceChildren(...page.items);
    this.replaceNav(page.nav);
  }

  private replaceNav(nav: Element | null): void {
    const current = this.element.querySelector(NAV_SELECTOR);
    if (current && nav) current.replaceWith(document.adoptNode(nav));
    else current?.remove();
  }

  /** Takes over the page number of the answer; "Load more" keeps the first page and counts pages. */
  private adoptState(answer: Element, appended: boolean): void {
    const data = readPaginationData(this.element);
    const fetched = readPaginationData(answer);
    const next = appended
      ? { ...data, loadedPages: data.loadedPages + fetched.loadedPages }
      : { ...data, pageNumber: fetched.pageNumber, loadedPages: fetched.loadedPages };
    this.element.setAttribute('data-pagination-page', String(next.pageNumber));
    this.element.setAttribute('data-pagination-loaded-pages', String(next.loadedPages));
    this.address = restoreAddress(location.href, next);
  }

  private list(): Element {
    return this.element.querySelector(ITEMS_SELECTOR) ?? this.element;
  }

  private lang(): string | null {
    return this.element.closest('[lang]')?.getAttribute('lang') ?? null;
  }

  private finish(url: string, mode: 'append' | 'replace'): void {
    emit(this.element, 'fg:pagination-complete', { url, mode });
  }
}

/**
 * The current address with this instance's first page and loaded pages as it shows them now: the
 * other lists' parameters stay, and so does the page size as the address has it (the server's own
 * links leave it out).
 */
function addressShowing(data: PaginationFragmentData): string {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.set(data.pageNumberParameterName, String(data.pageNumber));
  if (data.loadedPages > 1) url.searchParams.set(data.loadedPagesParameterName, String(data.loadedPages));
  else url.searchParams.delete(data.loadedPagesParameterName);
  return url.href;
}

function focusWithoutScrollJump(item: HTMLElement): void {
  const focusable = item.matches('a[href], button, input, select, textarea, [tabindex]')
    ? item
    : item.querySelector<HTMLElement>('a[href], button');
  if (focusable) {
    focusable.focus();
    return;
  }
  item.tabIndex = -1;
  item.focus();
}

/** What a failed page fetch tells the shopper: the answer's status, else a lost connection. */
function failureOf(error: unknown): FailureKind {
  if (error instanceof PaginationFetchError)
    return (error.status === null ? null : statusFailureKind(error.status)) ?? 'server';
  return 'offline';
}
