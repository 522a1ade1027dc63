/** What a partial-update request asks for, read from its headers and marker parameters. */
export interface PartialUpdateRequest {
  /** The regions to answer with, in the order the client sent them (at least one). */
  readonly targets: readonly string[];
  /** The region the request was made for, when the client named one. */
  readonly requestTarget?: string;
  /** The event name (command) the server should run. */
  readonly eventName?: string;
  /** A user event started the request; when false (a refresh) leave the messages fragment out. */
  readonly isUiEvent: boolean;
  /** The history-scope level, a whole number ≥ 0. */
  readonly historyLevel?: number;
  /** The layout context the regions are rendered in. */
  readonly layoutContext?: string;
  /** The client asked the server not to redirect (answer in place instead of `PU-Redirect`). */
  readonly suppressRedirect: boolean;
}
