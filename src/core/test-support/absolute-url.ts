/** The absolute URL of a path on the test page's origin: what the library requests and navigates to. */
export function absoluteUrl(path: string): string {
  return new URL(path, location.href).href;
}
