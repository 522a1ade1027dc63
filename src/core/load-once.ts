/**
 * A lazy chunk's import() made once and kept. Repeating a dynamic import() for a module that is
 * already loaded still costs a trip through the browser's module loader — more than swapping a
 * small region — so code on the path of every update imports through this. A failed load is tried
 * again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
