/**
 * Default look of the cookie banner and settings panel; a shop overrides it with its own CSS on the
 * same classes. Part of the banner's markup contract: a banner the server renders wears it (as a
 * `<style>` with this id, see docs/consent.md) before the component arrives, and the component then
 * does not add it again.
 */
export const COOKIE_CONSENT_STYLE_ID = 'fg-cookie-consent-styles';

export const COOKIE_CONSENT_CSS = `
.fg-cookie-consent{--fg-cc-accent:#1a4d8f;--fg-cc-focus:#b34700;color:#111;font:inherit}
.fg-cookie-consent__banner{position:fixed;inset:auto 0 0;z-index:1000;box-sizing:border-box;width:100%;max-width:none;
margin:0;border:0;padding:1rem 3rem 1rem 1rem;background:#fff;color:#111;box-shadow:0 -2px 12px rgb(0 0 0/.25)}
dialog.fg-cookie-consent__banner{top:auto;max-height:none}
.fg-cookie-consent__panel{box-sizing:border-box;width:min(36rem,calc(100% - 2rem));max-height:calc(100% - 2rem);
overflow:auto;border:0;border-radius:.5rem;padding:1.5rem;background:#fff;color:#111}
.fg-cookie-consent__banner::backdrop,.fg-cookie-consent__panel::backdrop{background:rgb(0 0 0/.5)}
.fg-cookie-consent__title{margin:0 0 .5rem;font-size:1.25rem}
.fg-cookie-consent__text{margin:0 0 1rem}
.fg-cookie-consent a{color:var(--fg-cc-accent);text-decoration:underline}
.fg-cookie-consent__actions{display:flex;flex-wrap:wrap;gap:.5rem}
.fg-cookie-consent__actions button{font:inherit;cursor:pointer;padding:.5rem 1rem;border:2px solid var(--fg-cc-accent);
border-radius:.25rem;background:#fff;color:var(--fg-cc-accent)}
.fg-cookie-consent__actions .fg-cookie-consent__primary{background:var(--fg-cc-accent);color:#fff}
.fg-cookie-consent__close{position:absolute;top:.5rem;right:.5rem;width:2.5rem;height:2.5rem;font-size:1.5rem;
line-height:1;cursor:pointer;border:0;border-radius:.25rem;background:transparent;color:#111}
.fg-cookie-consent__panel{position:fixed}
.fg-cookie-consent__category{border-top:1px solid #ccc;padding:.5rem 0}
.fg-cookie-consent__switch{display:flex;width:100%;align-items:center;justify-content:space-between;gap:1rem;
padding:.25rem 0;border:0;background:none;color:inherit;font:inherit;font-weight:bold;text-align:left;cursor:pointer}
.fg-cookie-consent__switch[aria-disabled=true]{cursor:default}
.fg-cookie-consent__switch-state{display:flex;align-items:center;gap:.5rem;font-weight:normal}
.fg-cookie-consent__track{position:relative;width:2.5rem;height:1.25rem;border-radius:1rem;background:#666}
.fg-cookie-consent__track::after{content:"";position:absolute;top:.125rem;left:.125rem;width:1rem;height:1rem;
border-radius:50%;background:#fff;transition:transform .15s}
[aria-checked=true] .fg-cookie-consent__track{background:var(--fg-cc-accent)}
[aria-checked=true] .fg-cookie-consent__track::after{transform:translateX(1.25rem)}
.fg-cookie-consent__description{margin:.25rem 0 0;font-size:.9em}
.fg-cookie-consent :focus-visible{outline:3px solid var(--fg-cc-focus);outline-offset:2px}
@media (prefers-reduced-motion:reduce){.fg-cookie-consent__track::after{transition:none}}
`;
