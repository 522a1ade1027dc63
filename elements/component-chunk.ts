/** What the autoloader (index.ts) loads and its table of built components (component-chunks.ts) lists. */

/** What a component chunk exports: its element definition (see define-react-element.ts). */
export interface ComponentChunk {
  default: { readonly tagName: string; decorate(element: HTMLElement): void };
}

export type ChunkLoader = () => Promise<ComponentChunk>;
