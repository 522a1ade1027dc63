/** Consent state and its effects on one page: cookie, consent signal, tag containers, scripts, banner. */

import { type AfterReplaceDetail, emit } from '../../core/events.ts';
import {
  BANNER_CHOICES,
  BANNER_CLASS,
  CHOICE_ATTRIBUTE,
  LEVEL_MISSING,
  SETTINGS_TRIGGER_SELECTOR,
} from '../../protocol/consent-markup.ts';
import type { CookieJar } from '../../toolkit/cookies.ts';
import { reserveSpaceBelow } from '../../toolkit/reserve-space-below.ts';
import { bannerContext, shouldShowBanner } from './banner-rules.ts';
import type { ConsentConfig } from './consent-config.ts';
import { readConsentLevel, writeConsentLevel } from './consent-cookie.ts';
import { CONSENT_CATEGORIES, type ConsentChoice, levelAllows, levelForChoice } from './consent-level.ts';
import { CONSENT_UI_LOAD_FAILED } from './consent-messages.ts';
import { type Gtag, sendConsentDefault, sendConsentUpdate, tagManagerGtag } from './consent-mode.ts';
import {
  type ConsentActions,
  connectConsentActions,
  getConsentUiState,
  setConsentUiState,
} from './consent-ui-store.ts';
import { clearCookies } from './cookie-clearing.ts';
import { unblockScripts } from './script-unblocking.ts';
import { type ScriptInserter, TagContainers } from './tag-containers.ts';

/** What the controller needs from the page; everything is injectable for tests. */
export interface ConsentEnvironment {
  /** Fetches and defines `<fg-cookie-consent>`: called only when the banner or the settings must show. */
  loadUi: () => Promise<unknown>;
  insertScript: ScriptInserter;
  reload: () => void;
  cookies: CookieJar;
  cookiesEnabled: boolean;
  inIframe: boolean;
}

export class ConsentController implements ConsentActions {
  level = LEVEL_MISSING;
  private readonly doc: Document;
  private readonly gtag: Gtag;
  private readonly containers: TagContainers;
  /** Categories whose tags or scripts already run in this page: withdrawing one needs a reload. */
  private readonly running = new Set<string>();
  private ui: Promise<unknown> | null = null;
  /**
   * The banner the server rendered in the element (docs/consent.md): its buttons work through this
   * controller, so it serves alone, without the UI chunk and React, until the settings are asked for.
   */
  private serverBanner: HTMLElement | null = null;
  private releaseSpace: (() => void) | null = null;

  constructor(
    readonly host: HTMLElement,
    readonly config: ConsentConfig,
    private readonly env: ConsentEnvironment,
  ) {
    this.doc = host.ownerDocument;
    this.gtag = tagManagerGtag(this.doc.defaultView ?? window);
    this.containers = new TagContainers(this.doc, env.insertScript);
  }

  start(): void {
    const { config, env } = this;
    // The default must reach the tag manager before any container loads.
    sendConsentDefault(this.gtag);
    this.level = readConsentLevel(env.cookies);
    if (this.level !== LEVEL_MISSING) sendConsentUpdate(this.gtag, this.level);
    if (!config.splitContainers && config.container !== null)
      this.containers.load('single', config.container);
    this.grant(this.doc);
    connectConsentActions(this);
    this.serverBanner = config.modal ? null : findServerBanner(this.host);
    const context = bannerContext(
      this.doc,
      this.level,
      config.hideClass,
      config.excludeSelector,
      env.cookiesEnabled,
    );
    this.show({
      level: this.level,
      bannerOpen: shouldShowBanner(context),
      settingsOpen: false,
      opener: null,
    });
    this.doc.addEventListener('click', this.onClick);
    this.doc.addEventListener('fg:pu-after-replace', this.onSwap);
  }

  stop(): void {
    this.keepSpace(false);
    this.doc.removeEventListener('click', this.onClick);
    this.doc.removeEventListener('fg:pu-after-replace', this.onSwap);
    connectConsentActions(null);
  }

  choose(choice: ConsentChoice): void {
    const level = levelForChoice(choice);
    const location = this.doc.location;
    writeConsentLevel(this.env.cookies, level, location.protocol, this.env.inIframe);
    this.level = level;
    sendConsentUpdate(this.gtag, level);
    this.grant(this.doc);
    let reload = false;
    for (const category of CONSENT_CATEGORIES) {
      if (levelAllows(level, category)) continue;
      const patterns = category === 'analytics' ? this.config.analyticsCookies : this.config.marketingCookies;
      clearCookies(this.env.cookies, patterns, location.hostname);
      // Tags already running keep writing their cookies until the page is loaded anew.
      reload ||= this.running.has(category);
    }
    this.show({ level, bannerOpen: false, settingsOpen: false });
    emit(this.host, 'fg:consent-change', { level });
    if (reload) this.env.reload();
  }

  openSettings(opener: HTMLElement | null = null): void {
    this.show({ settingsOpen: true, opener });
  }

  closeSettings(): void {
    this.show({ settingsOpen: false });
  }

  /** Loads the containers and runs the scripts that the current level allows. */
  private grant(root: ParentNode): void {
    for (const category of CONSENT_CATEGORIES) {
      if (!levelAllows(this.level, category)) continue;
      const id = category === 'analytics' ? this.config.analyticsContainer : this.config.marketingContainer;
      const loaded = this.config.splitContainers && this.containers.load(category, id);
      if (unblockScripts(root, category) > 0 || loaded) this.running.add(category);
    }
  }

  /**
   * Updates what the UI shows. The UI chunk is fetched the first time anything must show that the
   * server's banner cannot: the banner without one, the settings panel always.
   */
  private show(patch: Parameters<typeof setConsentUiState>[0]): void {
    setConsentUiState(patch);
    const { bannerOpen, settingsOpen } = getConsentUiState();
    this.host.hidden = !(bannerOpen || settingsOpen);
    const serverServes = this.serverBanner !== null && !settingsOpen && !this.ui;
    // The component's banner keeps its own room once it has taken the server's over.
    this.keepSpace(bannerOpen && serverServes);
    if (this.host.hidden || this.ui || serverServes) return;
    this.ui = this.env.loadUi().catch((error: unknown) => {
      console.error(CONSENT_UI_LOAD_FAILED, error);
      this.ui = null;
    });
  }

  private keepSpace(keep: boolean): void {
    if (keep && !this.releaseSpace && this.serverBanner)
      this.releaseSpace = reserveSpaceBelow(this.serverBanner);
    if (!keep && this.releaseSpace) {
      this.releaseSpace();
      this.releaseSpace = null;
    }
  }

  private readonly onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const target = event.target as Element | null;
    const trigger = target?.closest?.<HTMLElement>(SETTINGS_TRIGGER_SELECTOR);
    if (trigger) {
      event.preventDefault();
      this.openSettings(trigger);
      return;
    }
    // Buttons of a server-rendered banner work before the UI chunk arrives.
    const button = target?.closest?.(`[${CHOICE_ATTRIBUTE}]`);
    const choice = button?.getAttribute(CHOICE_ATTRIBUTE) ?? '';
    if (button && this.host.contains(button) && (BANNER_CHOICES as readonly string[]).includes(choice)) {
      event.preventDefault();
      this.choose(choice as ConsentChoice);
    }
  };

  private readonly onSwap = (event: Event): void => {
    this.grant((event as CustomEvent<AfterReplaceDetail>).detail.newElement);
  };
}

/** A banner box in the element with a choice button in it: markup the server rendered. */
function findServerBanner(host: HTMLElement): HTMLElement | null {
  const banner = host.querySelector<HTMLElement>(`.${BANNER_CLASS}`);
  return banner?.querySelector(`[${CHOICE_ATTRIBUTE}]`) ? banner : null;
}
