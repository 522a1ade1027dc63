/**
 * Attribute → prop parsing with the semantics CMS markup expects (where r2wc differs):
 * a boolean is true when the attribute is present (`ignore-changes`, `=""`, `="true"`, or its own
 * name) and false when absent or literally "false"; a removed attribute resets its prop to the
 * component's default; a malformed number or JSON value logs a clear console error and leaves the
 * prop unset instead of throwing in the middle of an upgrade.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export type PropTypes<Props> = { readonly [K in keyof Props]?: AttributeType };

/** The common props (docs/elements.md, Common attributes), observed on every component element. */
export const COMMON_PROP_TYPES = {
  messages: 'json',
  ignoreChanges: 'boolean',
  refreshEvent: 'string',
  lang: 'string',
  processStateToken: 'string',
  allowDecorateInnerElements: 'boolean',
  dispatchChangeEvent: 'boolean',
  callPUAfterProcessStateTokenRefresh: 'boolean',
  tooltip: 'string',
  error: 'string',
} as const satisfies Record<string, AttributeType>;

/** Parses one attribute value; `undefined` means "not set" (the component's default applies). */
export function parseAttribute(element: Element, attribute: string, type: AttributeType): unknown {
  const raw = element.getAttribute(attribute);
  if (type === 'boolean') return raw !== null && raw.trim().toLowerCase() !== 'false';
  if (raw === null) return undefined;
  if (type === 'string') return raw;
  if (type === 'number') {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isFinite(value)) return value;
    reportBadValue(element, attribute, raw, 'a number');
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    reportBadValue(element, attribute, raw, `valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function reportBadValue(element: Element, attribute: string, raw: string, expected: string): void {
  const where = `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`;
  console.error(`${where}: attribute ${attribute}=${JSON.stringify(raw)} is not ${expected}; it is ignored.`);
}
