import type { ItemsQuery, MenuResponse, StorefrontCategory, StorefrontItem } from '#shared/api/catalog.ts';
import { searchItems } from '#shared/catalog/item-search.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogRepo } from './catalog.repo.ts';
import { buildMenuSnapshot, compressBest, type MenuSnapshot } from './menu-snapshot.ts';
import { MAX_MENU_VALIDITY_MS, type MenuClock, menuWindows } from './menu-windows.ts';
import { toStorefrontCategory, withOptionGroups } from './storefront-menu.ts';

/**
 * One language's menu: its snapshot once built, and the build under way. Concurrent first
 * requests share one build instead of each querying the database; a build that started before
 * the latest write is not shared (it would answer the menu before it).
 */
type Slot = {
  snapshot?: MenuSnapshot;
  building?: { generation: number; promise: Promise<MenuSnapshot> };
};

/** What the menu's time windows are read on: the app's clock and the shop's zone and holidays. */
export type CatalogClock = {
  now: () => Date;
  /** The settings' hours as stored (the in-memory copy). */
  hours: () => Promise<Pick<MenuClock, 'timeZone' | 'holidays'>>;
};

const SYSTEM_CLOCK: CatalogClock = {
  now: () => new Date(),
  hours: async () => ({ timeZone: SHOP_TIME_ZONE, holidays: [] }),
};

export function createCatalogService(repo: CatalogRepo, clock: CatalogClock = SYSTEM_CLOCK) {
  // Each language is built when first asked for; one generation counts writes for all of them, so
  // a write drops every language at once and no build that read before it is kept.
  const slots = new Map<Language, Slot>(LANGUAGES.map((lang) => [lang, {}]));
  let generation = 0;
  const slotOf = (lang: Language) => slots.get(lang) as Slot;
  // The rebuild at the next window boundary (one for every language: they are built on one clock).
  let boundary: { at: number; timer: NodeJS.Timeout } | undefined;
  // Whether the last menu built had windows: only then do the shop's zone and holidays change it.
  let readsHours = false;

  const expired = (snapshot: MenuSnapshot) =>
    snapshot.validUntil !== null && clock.now().getTime() >= snapshot.validUntil;

  function stopBoundary() {
    if (boundary) clearTimeout(boundary.timer);
    boundary = undefined;
  }

  /** Rebuilds every language at `validUntil`; a timer is only the prompt, expiry is the rule. */
  function rebuildAt(validUntil: number | null) {
    if (validUntil === null || (boundary && boundary.at <= validUntil)) return;
    stopBoundary();
    const wait = Math.min(Math.max(validUntil - clock.now().getTime(), 0), MAX_MENU_VALIDITY_MS);
    const timer = setTimeout(() => {
      boundary = undefined;
      invalidate();
    }, wait);
    // A pending rebuild never keeps the process (or a test run) alive.
    timer.unref();
    boundary = { at: validUntil, timer };
  }

  async function build(lang: Language): Promise<MenuSnapshot> {
    const startedAt = generation;
    const slot = slotOf(lang);
    const [categories, items, links, groups, ratings, hours] = await Promise.all([
      repo.listActiveCategories(),
      repo.listActiveItems(),
      repo.listItemGroupLinks(),
      repo.listOptionGroups(),
      repo.itemRatingStats(),
      clock.hours(),
    ]);
    const at = clock.now();
    const windows = menuWindows(items, categories, { at, ...hours });
    const menu: MenuResponse = {
      categories: categories.map((row) => toStorefrontCategory(row, lang)),
      ...withOptionGroups(items, links, groups, lang, ratings, windows.availableFrom),
      generatedAt: at.toISOString(),
      ...(windows.validUntil !== null ? { validUntil: new Date(windows.validUntil).toISOString() } : {}),
      language: lang,
    };
    const built = await buildMenuSnapshot(menu, windows.validUntil);
    // A write that landed while this build was reading must not be hidden by a stale result.
    if (startedAt === generation) {
      slot.snapshot = built;
      readsHours = windows.validUntil !== null;
      rebuildAt(windows.validUntil);
      // The smallest answers follow in the background and replace the quick ones if no write
      // came in between; until then the quick ones are served.
      compressBest(built).then(
        (best) => {
          if (startedAt === generation) slot.snapshot = best;
        },
        () => {},
      );
    }
    return built;
  }

  /**
   * The menu now. A build read on the clock before a window boundary and finished after it (a
   * request at 11:00:00.05 joining a build that read 10:59:59.9) is not answered: built again, a
   * few times at most, since a fresh build's answer holds past the moment it was read.
   */
  async function current(lang: Language = DEFAULT_LANGUAGE): Promise<MenuSnapshot> {
    let snapshot = await currentOnce(lang);
    for (let tries = 0; tries < 3 && expired(snapshot); tries++) snapshot = await currentOnce(lang);
    return snapshot;
  }

  function currentOnce(lang: Language): Promise<MenuSnapshot> {
    const slot = slotOf(lang);
    if (slot.snapshot && expired(slot.snapshot)) invalidate();
    if (slot.snapshot) return Promise.resolve(slot.snapshot);
    if (slot.building?.generation !== generation) {
      const entry = {
        generation,
        promise: build(lang).finally(() => {
          if (slot.building === entry) slot.building = undefined;
        }),
      };
      slot.building = entry;
    }
    return slot.building.promise;
  }

  async function items(query: ItemsQuery): Promise<StorefrontItem[]> {
    const { menu, search } = await current(query.lang);
    const found = searchItems(search, menu.items, query.search);
    return found.filter((item) => !query.category || item.category === query.category);
  }

  return {
    /** The whole menu in `lang` (English when not given), built once per catalog version. */
    menuSnapshot: current,
    /** The snapshot if one is built, without waiting: the socket-level fast path uses this. */
    peekSnapshot(lang: Language = DEFAULT_LANGUAGE): MenuSnapshot | undefined {
      const { snapshot } = slotOf(lang);
      if (!snapshot || !expired(snapshot)) return snapshot;
      // Past a window boundary the timer has not acted on yet: never served, and rebuilt now.
      invalidate();
      return undefined;
    },

    async categories(lang: Language = DEFAULT_LANGUAGE): Promise<StorefrontCategory[]> {
      return (await current(lang)).menu.categories;
    },

    items,

    /**
     * The same answer as items(), written out: each item's JSON is made once per menu version (the
     * item objects of a snapshot never change) and a search joins them. Encoding 3,000 matches
     * through the response schema on every search took most of a broad search's time.
     */
    async itemsJson(query: ItemsQuery): Promise<string> {
      const found = await items(query);
      return `{"items":[${found.map(itemJson).join(',')}]}`;
    },

    /**
     * Called after every catalog write (items, categories, option groups and their links) so the
     * next menu load shows the change, in every language; writers go through services.ts'
     * catalogWrites, which also tells the other instances.
     */
    invalidate,

    /**
     * The shop's hours were saved (here or on another instance): a menu with time windows reads
     * its zone and holidays, so it is built again; one without is the same whatever they are.
     */
    hoursChanged(): void {
      if (readsHours) invalidate();
    },

    /** At shutdown: no rebuild is left waiting for the next window boundary. */
    close: stopBoundary,
  };

  function invalidate(): void {
    generation++;
    stopBoundary();
    // Rebuilt now, off any customer's request (English, and the others someone was reading): the
    // first menu load after a write (a bulk action over 1,000 items) finds the answer built or
    // nearly so. A failure here (the database closing at shutdown) is the next request's to
    // report. After the current tick, so a burst of writes costs one build.
    const read = LANGUAGES.filter((lang) => lang === DEFAULT_LANGUAGE || slotOf(lang).snapshot);
    for (const lang of LANGUAGES) slotOf(lang).snapshot = undefined;
    const at = generation;
    setImmediate(() => {
      if (at !== generation) return;
      for (const lang of read) if (!slotOf(lang).snapshot) current(lang).catch(() => {});
    });
  }
}

/** Each item's JSON, kept while its snapshot lives (a new version has new item objects). */
const itemJsonCache = new WeakMap<StorefrontItem, string>();
function itemJson(item: StorefrontItem): string {
  let json = itemJsonCache.get(item);
  if (json === undefined) {
    json = JSON.stringify(item);
    itemJsonCache.set(item, json);
  }
  return json;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * What a service that changes the menu takes besides its repo: the audit log for each change, and
 * the catalog, whose cached menu it drops so the storefront shows the change at its next load.
 */
export type MenuWriterDeps = { audit: AuditService; catalog: Pick<CatalogService, 'invalidate'> };
