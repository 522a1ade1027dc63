/** The shopping-help page's text in one language: an introduction and its sections, in order. */
export interface HelpSection {
  /** The section's id, the same in every language (the address of `#delivery` stays valid). */
  readonly id: 'ordering' | 'delivery' | 'payment' | 'returns' | 'warranty';
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface HelpText {
  readonly intro: string;
  readonly sections: readonly HelpSection[];
}
