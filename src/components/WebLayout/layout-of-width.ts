/**
 * The page's layouts and the media queries that choose them. Breakpoints are the widths from
 * which the tablet and the desktop layout apply (CSS pixels, as `min-width` media queries).
 */
export type PageLayout = 'phone' | 'tablet' | 'desktop';

export const DEFAULT_TABLET_FROM = 768;
export const DEFAULT_DESKTOP_FROM = 1024;

export interface LayoutQueries {
  tablet: MediaQueryList;
  desktop: MediaQueryList;
}

export function layoutQueries(tabletFrom: number, desktopFrom: number): LayoutQueries {
  return {
    tablet: matchMedia(`(min-width: ${tabletFrom}px)`),
    desktop: matchMedia(`(min-width: ${desktopFrom}px)`),
  };
}

export function currentLayout(queries: LayoutQueries): PageLayout {
  if (queries.desktop.matches) return 'desktop';
  return queries.tablet.matches ? 'tablet' : 'phone';
}
