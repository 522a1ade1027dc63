/**
 * Partial-update settings: one typed object read from `data-pu-*` / `data-partial-update-*`
 * attributes (both forms mean the same), from the combined JSON settings attribute
 * (`data-pu-settings`, `data-partial-update-settings`, or a bare `data-pu` / `data-partial-update`)
 * and from code. docs/protocol.md lists the keys.
 */

import { TARGET_SEPARATOR } from '../protocol/partial-update.ts';
import {
  COMBINED_SETTINGS_ATTRIBUTES,
  CONTAINER_ATTRIBUTES,
  kebabToCamel,
  SETTING_PREFIXES,
} from '../protocol/partial-update-markup.ts';
import { DEFAULT_TIMEOUT_MS } from './constants.ts';
import { InvalidSettingError, type PartialUpdateError } from './errors.ts';

export type ErrorCallback = (error: PartialUpdateError) => void;

export interface PartialUpdateSettings {
  /** Ids of the regions to swap (a `+`-joined attribute value is split). */
  target: string[];
  /** The region the server is asked to render, when it differs from `target`. */
  requestTarget?: string;
  /** Command name sent as `_pu_event`. */
  eventName?: string;
  /** Extra name/value pairs sent with the request. */
  data: [string, string][];
  /** Address to request; defaults to the link, form action or current page. */
  url?: string;
  /** Push (or replace, see historyReplaceState) the address after the update. */
  alterHistory: boolean;
  /** Send `data` together with the form fields (true) or instead of them (false). */
  dataMerge: boolean;
  historyReplaceState: boolean;
  /** Set when the update replays a history entry (back/forward or a `pu` parameter). */
  historyPopState: boolean;
  /** History-scope level sent as `_pu_history`. */
  historyLevel?: number;
  layoutContext?: string;
  /** Id of the form, or of the submit button whose form is sent. */
  submitId?: string;
  /** Id of the container that owns the triggering element. */
  containerId?: string;
  /** Whether the request shows the progress cursor. */
  includeToProgress: boolean;
  /** Parameter names never sent. */
  omit: string[];
  headers: Record<string, string>;
  /** Store the address per pagination instance in the history state. */
  rememberPagination: boolean;
  /** Remove the container's own `data-pu-data` after it was sent once. */
  removeContainerWidgetData: boolean;
  /** Start from the settings declared on the target container, then apply these. */
  mergeWithTargetSettings: boolean;
  /** Called before an error is thrown (also on time-out). */
  onError?: ErrorCallback;
  /** Bypass the HTTP cache. */
  clearCache: boolean;
  /** Request time-out in ms. */
  timeout: number;
  /** Ask the server not to answer with a full-page redirect (`_pu_no_redirect`). */
  suppressRedirect: boolean;
  /** True when a user event started the update (sends `PU-UI-Event: 1`). */
  uiEvent: boolean;
  /** How the regions are swapped: `replace` or `morph`, per target as `id:mode` (docs/morph-and-prefetch.md). */
  swap?: string;
  /** Swap inside a view transition where the browser has one (docs/morph-and-prefetch.md). */
  transition?: boolean;
  /**
   * The page stays where it is after the swap, not scrolled to a replaced region it is past
   * (docs/protocol.md) — for refreshes the visitor did not ask for (the user tools after a basket
   * change or a return from the back/forward cache).
   */
  keepScroll?: boolean;
  /** Swap a multi-target answer's regions together once it is whole, not each as it arrives (docs/protocol.md). */
  together?: boolean;
}

/** What callers may pass: every key optional, `target` also as a `+`-joined string. */
export type PartialUpdateOptions = Partial<Omit<PartialUpdateSettings, 'target' | 'data' | 'omit'>> & {
  target?: string | string[];
  data?: string | Record<string, string | number | boolean> | [string, string][];
  omit?: string | string[];
  /** Nested combined settings, applied under the explicit keys. */
  settings?: PartialUpdateOptions;
};

export function defaultSettings(): PartialUpdateSettings {
  return {
    target: [],
    data: [],
    alterHistory: false,
    dataMerge: true,
    historyReplaceState: false,
    historyPopState: false,
    includeToProgress: true,
    omit: [],
    headers: {},
    rememberPagination: false,
    removeContainerWidgetData: false,
    mergeWithTargetSettings: false,
    clearCache: false,
    timeout: DEFAULT_TIMEOUT_MS,
    suppressRedirect: false,
    uiEvent: false,
  };
}

const BOOLEAN_KEYS = [
  'alterHistory',
  'dataMerge',
  'historyReplaceState',
  'historyPopState',
  'includeToProgress',
  'rememberPagination',
  'removeContainerWidgetData',
  'mergeWithTargetSettings',
  'clearCache',
  'suppressRedirect',
  'transition',
  'together',
] as const;
const STRING_KEYS = [
  'requestTarget',
  'eventName',
  'url',
  'layoutContext',
  'submitId',
  'containerId',
  'swap',
] as const;
/** Attribute-only keys: the container marker and the combined settings are not settings values. */
const IGNORED_ATTRIBUTE_KEYS = new Set(['container', 'settings']);

const errorCallbacks = new Map<string, ErrorCallback>();

/**
 * Markup names an error callback by name (`data-pu-on-error="showBasketError"`); only callbacks
 * registered here can be named, so markup can never call an arbitrary global function.
 */
export function registerErrorCallback(name: string, callback: ErrorCallback): void {
  errorCallbacks.set(name, callback);
}

/** True when the element declares partial-update settings of its own. */
export function hasOwnSettings(element: Element): boolean {
  for (const name of element.getAttributeNames()) {
    if (COMBINED_SETTINGS_ATTRIBUTES.includes(name)) return true;
    if (SETTING_PREFIXES.some((prefix) => name.startsWith(prefix)) && !CONTAINER_ATTRIBUTES.includes(name))
      return true;
  }
  return false;
}

/** Reads the raw options an element declares (combined JSON first, then single attributes over it). */
export function readElementOptions(element: Element): PartialUpdateOptions {
  let options: PartialUpdateOptions = {};
  for (const name of COMBINED_SETTINGS_ATTRIBUTES) {
    const raw = element.getAttribute(name);
    if (raw !== null && raw.trim() !== '') options = { ...options, ...parseCombined(name, raw) };
  }
  const single: Record<string, string> = {};
  for (const name of element.getAttributeNames()) {
    const prefix = SETTING_PREFIXES.find((p) => name.startsWith(p));
    if (!prefix) continue;
    const key = kebabToCamel(name.slice(prefix.length));
    if (IGNORED_ATTRIBUTE_KEYS.has(key)) continue;
    single[key] = element.getAttribute(name) ?? '';
  }
  return { ...options, ...parseAttributeValues(single) };
}

function parseCombined(attribute: string, raw: string): PartialUpdateOptions {
  return parseJsonObject(attribute, raw, 'a JSON object') as PartialUpdateOptions;
}

/** A JSON object from an attribute, or the typed error naming the key. */
function parseJsonObject(key: string, raw: string, expected: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InvalidSettingError(key, raw, expected);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidSettingError(key, raw, expected);
  }
  return value as Record<string, unknown>;
}

/** Turns attribute strings into typed option values. */
export function parseAttributeValues(values: Record<string, string>): PartialUpdateOptions {
  const options: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    if ((BOOLEAN_KEYS as readonly string[]).includes(key)) options[key] = parseBoolean(key, raw);
    else if ((STRING_KEYS as readonly string[]).includes(key)) options[key] = raw;
    else if (key === 'target' || key === 'omit' || key === 'data') options[key] = raw;
    else if (key === 'timeout' || key === 'historyLevel') options[key] = parseNonNegativeInteger(key, raw);
    else if (key === 'headers') options[key] = parseHeaders(raw);
    else if (key === 'onError') options[key] = lookUpErrorCallback(raw);
    // Unknown keys are left for other layers (popup, pagination ...) that read their own attributes.
  }
  return options as PartialUpdateOptions;
}

function parseBoolean(key: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  // HTML semantics: a present attribute with no value is true.
  if (value === '' || value === 'true' || value === '1' || value === key.toLowerCase()) return true;
  if (value === 'false' || value === '0') return false;
  throw new InvalidSettingError(key, raw, 'true or false');
}

function parseNonNegativeInteger(key: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim())) throw new InvalidSettingError(key, raw, 'a whole number');
  return Number(raw);
}

const HEADERS_EXPECTED = 'a JSON object of header names to strings';

function parseHeaders(raw: string): Record<string, string> {
  return normalizeHeaders(parseJsonObject('headers', raw, HEADERS_EXPECTED));
}

function normalizeHeaders(value: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, headerValue] of Object.entries(value)) {
    if (typeof headerValue !== 'string') {
      throw new InvalidSettingError(
        'headers',
        JSON.stringify(value),
        'a JSON object of header names to strings',
      );
    }
    headers[name] = headerValue;
  }
  return headers;
}

function lookUpErrorCallback(name: string): ErrorCallback {
  const callback = errorCallbacks.get(name);
  if (!callback)
    throw new InvalidSettingError('onError', name, 'the name of a callback given to registerErrorCallback()');
  return callback;
}

/** Merges option layers (later wins) into complete settings. */
export function resolveSettings(...layers: PartialUpdateOptions[]): PartialUpdateSettings {
  const settings = defaultSettings();
  for (const layer of layers) applyOptions(settings, layer);
  return settings;
}

function applyOptions(settings: PartialUpdateSettings, options: PartialUpdateOptions): void {
  if (options.settings) applyOptions(settings, options.settings);
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || key === 'settings') continue;
    switch (key) {
      case 'target':
        settings.target = parseTargets(value as string | string[]);
        break;
      case 'data':
        settings.data = parseData(value as NonNullable<PartialUpdateOptions['data']>);
        break;
      case 'omit':
        settings.omit = typeof value === 'string' ? splitList(value) : [...(value as string[])];
        break;
      case 'headers':
        settings.headers = { ...settings.headers, ...normalizeHeaders(value as Record<string, unknown>) };
        break;
      case 'timeout':
      case 'historyLevel':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
          throw new InvalidSettingError(key, String(value), 'a whole number');
        }
        settings[key] = value;
        break;
      default:
        (settings as unknown as Record<string, unknown>)[key] = value;
    }
  }
}

/** Splits `a+b` (or an array) into ids, trimming blanks. */
export function parseTargets(value: string | string[]): string[] {
  const ids = Array.isArray(value) ? value : value.split(TARGET_SEPARATOR);
  const targets = ids.map((id) => id.trim()).filter((id) => id !== '');
  for (const id of targets) {
    if (!/^[A-Za-z][\w:.-]*$/.test(id))
      throw new InvalidSettingError('target', id, 'element ids joined by +');
  }
  return targets;
}

function splitList(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `data` may be a query string, a JSON object, an object or a list of pairs. */
export function parseData(value: NonNullable<PartialUpdateOptions['data']>): [string, string][] {
  if (Array.isArray(value)) return value.map(([name, v]) => [String(name), String(v)]);
  if (typeof value === 'object') return Object.entries(value).map(([name, v]) => [name, String(v)]);
  const text = value.trim();
  if (text.startsWith('{')) {
    const parsed = parseJsonObject('data', value, 'a JSON object or a query string');
    return Object.entries(parsed).map(([name, v]) => [name, String(v)]);
  }
  return [...new URLSearchParams(text.startsWith('?') ? text.slice(1) : text)];
}

/**
 * With `mergeWithTargetSettings`, the id of the first target: the container whose own settings lie
 * under these options. Read from the options as given (explicit keys over the nested settings, as
 * resolveSettings takes them), so the update's settings are resolved once.
 */
export function targetToMergeWith(options: PartialUpdateOptions): string | null {
  const nested = options.settings ?? {};
  if (!(options.mergeWithTargetSettings ?? nested.mergeWithTargetSettings)) return null;
  return parseTargets(options.target ?? nested.target ?? '')[0] ?? null;
}
