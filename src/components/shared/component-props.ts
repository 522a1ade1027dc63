/**
 * What every component receives: the common props (docs/elements.md "Common attributes") and the
 * `host` API the element gives it (commit a value, translate a text, the server-rendered markup it
 * enhances).
 */
import type { Translate } from '../../i18n/index.ts';

export interface CommonProps {
  /** Text overrides by catalogue key, from the `messages` JSON attribute. */
  messages?: Record<string, string>;
  /** Changes of this component do not mark its form as changed. */
  ignoreChanges: boolean;
  /** A `fg:push` event with this name refreshes the component. */
  refreshEvent?: string;
  /** Language of the texts: `lang` attribute, then `<html lang>`, then cs. */
  lang: string;
  /** Process-state events with this token are shown, and refresh the component when done. */
  processStateToken?: string;
  /** Keep the server-rendered children in place and enhance them instead of rendering over them. */
  allowDecorateInnerElements: boolean;
  /** A committed value also dispatches a native, bubbling `change` event on the element. */
  dispatchChangeEvent: boolean;
  /** After a process-state refresh, also run the partial update of the `pu-*` attributes. */
  callPUAfterProcessStateTokenRefresh: boolean;
  /** A hint shown with the component. */
  tooltip?: string;
  /** An error text from the server, shown with the component. */
  error?: string;
}

/** Name/value pairs a component sends with its partial update. */
export type SubmitValues = [string, string][];

export interface HostApi {
  /** The custom element (or `data-component` element) the component is mounted on. */
  readonly element: HTMLElement;
  /** The element's id: the region a refresh replaces. */
  readonly id: string;
  /**
   * The server-rendered children, taken out before the first render so the component can place
   * them again (see `ServerNodes`). With allowDecorateInnerElements they stay where they are.
   */
  readonly serverNodes: readonly Node[];
  /**
   * The user committed a value: dispatches `change` when asked to, then runs the partial update
   * the element's `pu-*` attributes describe, sending `values` with it. Resolves when done.
   */
  commit(values?: SubmitValues): Promise<void>;
  /** Sends a form (POST, its fields and the submitter) as the partial update of the `pu-*` attributes. */
  submitForm(form: HTMLFormElement, submitter?: HTMLElement | null): Promise<void>;
  /** Translates a catalogue key in the component's language, honouring `messages` overrides. */
  t: Translate;
  /** Dispatches a bubbling, composed DOM event of the component on its element. */
  dispatch(name: string, detail?: unknown): void;
}

export type ComponentProps<OwnProps> = OwnProps & CommonProps & { host: HostApi };
