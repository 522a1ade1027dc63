/** Cases of a paginated list: loaded pages, page size, numbered pages (docs/pagination.md). */
import { bodyStart, type CaseContext, type ConformanceCase } from '../conformance-case.ts';
import {
  childElements,
  decodeEntities,
  findAll,
  findById,
  findWithAttribute,
  type ScannedElement,
} from '../html-scan.ts';
import { partialUpdate } from './partial-update-request.ts';

interface ListAnswer {
  instance: ScannedElement;
  /** The items' texts, in order. */
  items: string[];
  /** The numbers of the page links marked aria-current="page". */
  currentPages: string[];
  /** The "Load more" link's address, if any. */
  next: string | null;
}

/** The page and loaded-pages parameter names of an instance (its attributes, else the defaults). */
function parameterNames(instance: ScannedElement): { page: string; loaded: string } {
  return {
    page: instance.tag.attributes.get('data-pagination-page-param') || 'page',
    loaded: instance.tag.attributes.get('data-pagination-loaded-param') || 'loadedPages',
  };
}

async function loadList(context: CaseContext, query: [string, string][]): Promise<ListAnswer | null> {
  const { path, target } = context.manifest.pagination!;
  const answer = await context.send(partialUpdate(path, [target], { query }));
  const instance = findById(answer.body, target);
  const label = query.map(([name, value]) => `${name}=${value}`).join('&') || 'no parameters';
  if (
    !context.check(
      `${label}: 200 with id="${target}"`,
      answer.status === 200 && instance !== null,
      `${answer.status} ${bodyStart(answer.body)}`,
    )
  )
    return null;
  const ok = context.check(
    `${label}: the element carries data-pagination`,
    instance!.tag.attributes.has('data-pagination'),
    bodyStart(answer.body),
  );
  if (!ok) return null;
  const itemsBlock = findWithAttribute(instance!.inner, 'data-pagination-items');
  const nav = findWithAttribute(instance!.inner, 'data-pagination-nav');
  context.check(`${label}: a [data-pagination-nav] block`, nav !== null, bodyStart(instance!.inner));
  const current = nav
    ? findAll(nav.inner, (tag) => tag.name === 'a' && tag.attributes.get('aria-current') === 'page')
    : [];
  const next = nav ? findWithAttribute(nav.inner, 'data-pagination-next') : null;
  return {
    instance: instance!,
    items: childElements((itemsBlock ?? instance!).inner).map(itemText),
    currentPages: current.map((link) => link.inner.replace(/<[^>]*>/g, '').trim()),
    next: next?.tag.attributes.get('href') ?? null,
  };
}

/** An item as its text: its markup may differ between answers (a form's fresh CSRF token). */
function itemText(item: string): string {
  return decodeEntities(item.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function pageOf(href: string | null, parameter: string): string | null {
  if (href === null) return null;
  return new URL(href, 'http://shop.invalid').searchParams.get(parameter) ?? '1';
}

export const paginationCases: ConformanceCase[] = [
  {
    id: 'pagination-first-page',
    title: 'the first page: one page of items, page 1 current, "Load more" to page 2, the page size',
    needs: 'pagination',
    async run(context) {
      const first = await loadList(context, []);
      if (!first) return;
      const names = parameterNames(first.instance);
      const size = first.instance.tag.attributes.get('data-pagination-page-size');
      context.check(
        'data-pagination-page="1" (or none)',
        (first.instance.tag.attributes.get('data-pagination-page') ?? '1') === '1',
        String(first.instance.tag.attributes.get('data-pagination-page')),
      );
      context.check('items shown', first.items.length > 0, String(first.items.length));
      if (size !== undefined)
        context.check(
          `data-pagination-page-size (${size}) items`,
          String(first.items.length) === size,
          String(first.items.length),
        );
      context.check(
        'page 1 alone marked aria-current="page"',
        first.currentPages.join(',') === '1',
        first.currentPages.join(', ') || '(none)',
      );
      context.check(
        `a [data-pagination-next] link to ${names.page}=2`,
        pageOf(first.next, names.page) === '2',
        String(first.next),
      );
    },
  },
  {
    id: 'pagination-loaded-pages',
    title:
      'page=1&loadedPages=2 renders pages 1 and 2: the items of both, both current, "Load more" to page 3',
    needs: 'pagination',
    async run(context) {
      const first = await loadList(context, []);
      if (!first) return;
      const names = parameterNames(first.instance);
      const second = await loadList(context, [[names.page, '2']]);
      const both = await loadList(context, [
        [names.page, '1'],
        [names.loaded, '2'],
      ]);
      if (!second || !both) return;
      context.check(
        'page 2 shows page 2 current',
        second.currentPages.join(',') === '2',
        second.currentPages.join(', ') || '(none)',
      );
      context.check(
        'the items of page 1, then those of page 2',
        both.items.join('\n') === [...first.items, ...second.items].join('\n'),
        `${both.items.length} items (page 1: ${first.items.length}, page 2: ${second.items.length})`,
      );
      context.check(
        'data-pagination-loaded-pages="2"',
        both.instance.tag.attributes.get('data-pagination-loaded-pages') === '2',
        String(both.instance.tag.attributes.get('data-pagination-loaded-pages')),
      );
      context.check(
        'pages 1 and 2 marked aria-current="page"',
        both.currentPages.join(',') === '1,2',
        both.currentPages.join(', ') || '(none)',
      );
      if (both.next !== null)
        context.check(
          `"Load more" goes to ${names.page}=3`,
          pageOf(both.next, names.page) === '3',
          both.next,
        );
    },
  },
];
