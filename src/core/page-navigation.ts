/** Full-page navigation, behind one object so that tests can stub it (a real reload ends a test run). */
export const pageNavigation = {
  assign(url: string): void {
    location.assign(url);
  },
  reload(): void {
    location.reload();
  },
};
