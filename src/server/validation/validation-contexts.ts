/**
 * What `answerValidation` asks of the live-validation contexts, whichever keeps them: the
 * in-memory `ValidationContextStore` (one process) or `SignedValidationContexts` (any number of
 * instances sharing a secret; docs/validation.md, "Several instances").
 */

export type ContextStatus = 'active' | 'released' | 'unknown';

export interface ValidationContexts {
  /** Opens a context for a form; the id goes into the page (`data-validate-context`) or a handshake answer. */
  create(formId: string): string;
  /** The context's state for a call of `formId`: a context of another form counts as unknown. */
  status(id: string, formId: string): ContextStatus;
  /** Marks the start of a call; false when one is already running (answer error 02). */
  begin(id: string): boolean;
  end(id: string): void;
  /** The form was sent and its state dropped: later calls are answered with error 04. */
  release(id: string): void;
}
