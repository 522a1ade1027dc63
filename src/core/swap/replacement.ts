/** One region of an answer and the container id it replaces: what swapper.ts and its lazy swap modes swap. */
export interface Replacement {
  id: string;
  element: Element;
}
