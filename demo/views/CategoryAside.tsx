import { renderToStaticMarkup } from 'react-dom/server';
import type { CategoryNode } from '../db/queries/catalogue.ts';
import { categoryTitle } from '../i18n/category-title.ts';
import type { Language } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';
import { urls } from './urls.ts';

export const CATEGORY_TREE_ID = 'categoryTree';
/** The open branches as `<fg-aside-nav>` remembers them: category slugs joined by commas. */
export const CATEGORY_TREE_COOKIE = 'fg_category_tree';

/** The remembered open branches, or null when the visitor has not opened or closed any. */
export function readOpenCategories(cookie: string | undefined): string[] | null {
  if (cookie === undefined) return null;
  try {
    return decodeURIComponent(cookie).split(',').filter(Boolean);
  } catch {
    return null;
  }
}

/** The slugs on the path to the current category, the current one included: those branches are open. */
function pathTo(nodes: readonly CategoryNode[], slug: string): string[] {
  for (const node of nodes) {
    if (node.category.slug === slug) return [slug];
    const below = pathTo(node.children, slug);
    if (below.length > 0) return [node.category.slug, ...below];
  }
  return [];
}

/**
 * The branches shown open: those the visitor left open and those on the path to the current
 * category, as the slugs of categories that have sub-categories, in the tree's order. Nothing else
 * of the cookie changes the markup, so this (with the language and the current category) is what
 * the rendered tree is kept under.
 */
export function openBranches(
  tree: readonly CategoryNode[],
  currentSlug: string,
  openSlugs: readonly string[] | null,
): string[] {
  const wanted = new Set([...(openSlugs ?? []), ...pathTo(tree, currentSlug)]);
  const branches: string[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const { category, children } of nodes) {
      if (children.length === 0) continue;
      if (wanted.has(category.slug)) branches.push(category.slug);
      walk(children);
    }
  };
  walk(tree);
  return branches;
}

export interface CategoryAsideProps {
  lang: Language;
  t: Translate;
  tree: readonly CategoryNode[];
  currentSlug: string;
  /** The open branches (openBranches). */
  open: readonly string[];
}

/**
 * The category tree beside a listing, as `<fg-aside-nav>` renders it, so upgrading moves nothing.
 * Without script the closed branches' toggles are links to the category, whose page shows its
 * sub-categories open. It reads nothing of the visitor but the open branches: its markup is the
 * same for everyone and kept (categoryAsideMarkup).
 */
export function CategoryAside(props: CategoryAsideProps) {
  const { lang, t } = props;
  const open = new Set(props.open);
  const title = (slug: string) => categoryTitle(t, slug);
  const list = (nodes: readonly CategoryNode[], hidden = false) => (
    <ul className="fg-aside-nav__list" hidden={hidden}>
      {nodes.map(({ category, children }) => {
        const isOpen = children.length > 0 && open.has(category.slug);
        const href = urls.category(lang, category.slug);
        return (
          <li
            key={category.slug}
            className="fg-aside-nav__item"
            data-key={category.slug}
            data-open={isOpen ? '' : undefined}
          >
            <span className="fg-aside-nav__row">
              <a
                className="fg-aside-nav__link"
                href={href}
                aria-current={category.slug === props.currentSlug ? 'page' : undefined}
              >
                {title(category.slug)}
              </a>
              {children.length > 0 ? (
                <a className="fg-aside-nav__toggle" href={href}>
                  <span className="visually-hidden">
                    {t('subcategoriesOf', { name: title(category.slug) })}
                  </span>
                </a>
              ) : null}
            </span>
            {children.length > 0 ? list(children, !isOpen) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <fg-aside-nav id={CATEGORY_TREE_ID} cookie-name={CATEGORY_TREE_COOKIE} className="category-aside">
      <nav className="fg-aside-nav" aria-label={t('categories')}>
        {list(props.tree)}
      </nav>
    </fg-aside-nav>
  );
}

export function categoryAsideMarkup(props: CategoryAsideProps): string {
  return renderToStaticMarkup(<CategoryAside {...props} />);
}
