/**
 * Puts `<meta name="csrf-token" content="token">` in the head before each test and takes it out
 * after it; returns a reader of the current tag (the engine renews its content from an answer).
 */
export function useCsrfMeta(token: string): () => HTMLMetaElement {
  let meta = document.createElement('meta');
  beforeEach(() => {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = token;
    document.head.append(meta);
  });
  afterEach(() => {
    meta.remove();
  });
  return () => meta;
}
