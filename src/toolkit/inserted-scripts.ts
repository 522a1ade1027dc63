/**
 * Scripts the library itself puts into the page — the scripts of `ajaxScript` popup content, the
 * scripts held back until cookie consent, the tag manager — each with the page's CSP nonce and its
 * text and address typed by the `storefront-elements` policy (trusted-html.ts).
 */
import { cspNonce } from '../core/csp-nonce.ts';
import { storefrontPolicy } from '../core/trusted-html.ts';

/** Gives the script the page's nonce, when the page names one. */
function withPageNonce(script: HTMLScriptElement): HTMLScriptElement {
  const nonce = cspNonce(script.ownerDocument);
  if (nonce) script.nonce = nonce;
  return script;
}

/** Values of these attributes are script addresses or script code to the browser. */
function typedAttributeValue(name: string, value: string): string {
  if (name === 'src') return storefrontPolicy().createScriptURL(value);
  return name.startsWith('on') ? storefrontPolicy().createScript(value) : value;
}

/**
 * A live copy of a script that was parsed inertly (or held back): same attributes but `omit`, same
 * text, and the page's nonce (over any the markup carried). Put into the page, it runs.
 */
export function liveScript(original: HTMLScriptElement, omit?: string): HTMLScriptElement {
  const script = original.ownerDocument.createElement('script');
  for (const { name, value } of original.attributes) {
    if (name !== omit) script.setAttribute(name, typedAttributeValue(name, value));
  }
  script.text = storefrontPolicy().createScript(original.text);
  return withPageNonce(script);
}

/** An asynchronous script loaded from `url` (an address the library builds itself). */
export function externalScript(doc: Document, url: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = storefrontPolicy().createScriptURL(url);
  return withPageNonce(script);
}
