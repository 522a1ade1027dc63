// The whole page's upgrade policy for a bench run (docs/elements.md, "When an element upgrades"):
// `<body upgrade="…">` set before the page's scripts run, and checked once the page has loaded.

/**
 * Source of an init script (run before the document has an element) that gives the body the
 * policy; nothing for null (the demo's own policies). A string: the TypeScript loader would wrap a
 * function.
 */
export function bodyPolicyScript(policy) {
  if (policy === null) return '';
  return `new MutationObserver((records, observer) => {
  if (!document.body) return;
  document.body.setAttribute('upgrade', ${JSON.stringify(policy)});
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;
}

/** Throws unless the loaded page's body says the policy: a run that silently measured the defaults would compare nothing. */
export async function expectBodyPolicy(page, policy) {
  const found = await page.evaluate(() => document.body.getAttribute('upgrade'));
  if (found !== policy) throw new Error(`the page's <body upgrade> is ${found}, not ${policy}`);
}
