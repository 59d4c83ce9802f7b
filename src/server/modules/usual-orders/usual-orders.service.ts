// 'My usual' (docs/product.md#my-usual): a signed-in customer keeps up to USUAL_ORDERS_MAX of their
// delivered orders as favourites and orders one again in one tap. Every answer is priced from the
// live menu (the storefront's, so the cart and the checkout arrive at the same prices) by the
// shared reorder check (shared/catalog/reorder-check.ts, the one My orders' Reorder runs), which
// also says what changed: a price, an item gone or out of stock, a choice gone, rules now unmet.
import { conflict, notFound } from '#server/http/app-error.ts';
import type { UsualOrder, UsualOrdersResponse } from '#shared/api/usual-orders.ts';
import { USUAL_MESSAGES } from '#shared/api/usual-orders.ts';
import { cartLineKey, chosenOptions, normalizeNote } from '#shared/catalog/item-options.ts';
import { checkReorder, type EarlierLine, type ReorderMenu } from '#shared/catalog/reorder-check.ts';
import { USUAL_DEFAULT_NAME, USUAL_ORDERS_MAX, type UsualLine } from '#shared/come-back/usual-orders.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { toRupees } from '#shared/money.ts';
import { UUID } from '#shared/uuid.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SourceLine, UsualOrdersRepo, UsualRow } from './usual-orders.repo.ts';

/** A name for what the kept row no longer says (its order is gone and so is the item or choice). */
const UNKNOWN_ITEM = 'An item';
const UNKNOWN_OPTION = 'A choice';

/** 'My usual', then 'My usual 2' ... : the default name free for one more favourite. */
const DEFAULT_NAMES = Array.from({ length: USUAL_ORDERS_MAX }, (_, i) =>
  i === 0 ? USUAL_DEFAULT_NAME : `${USUAL_DEFAULT_NAME} ${i + 1}`,
);

const lineKey = (menuItemId: string, optionIds: readonly string[], note: string | null) =>
  cartLineKey(menuItemId, optionIds, normalizeNote(note));

/**
 * A kept line as the reorder check reads it: the names and unit price from the order it was saved
 * from, where that order still has the line.
 */
function earlierLine(line: UsualLine, source: Map<string, SourceLine>): EarlierLine {
  const ordered = source.get(lineKey(line.menuItemId, line.optionIds, line.note));
  const optionNames = new Map((ordered?.options ?? []).map((o) => [o.optionId, o.name]));
  return {
    menuItemId: line.menuItemId,
    name: ordered?.name ?? UNKNOWN_ITEM,
    quantity: line.quantity,
    options: line.optionIds.map((optionId) => ({
      optionId,
      name: optionNames.get(optionId) ?? UNKNOWN_OPTION,
    })),
    note: line.note,
    ...(ordered ? { unitPricePaise: ordered.unitPricePaise } : {}),
  };
}

/** A favourite priced on `menu` now, with what changed. */
function view(row: UsualRow, sourceLines: readonly SourceLine[], menu: ReorderMenu): UsualOrder {
  const source = new Map(
    sourceLines
      .filter((l) => l.orderId === row.sourceOrderId && l.menuItemId)
      .map((l) => [
        lineKey(
          l.menuItemId as string,
          l.options.map((o) => o.optionId),
          l.note,
        ),
        l,
      ]),
  );
  const checked = checkReorder(
    row.lines.map((line) => earlierLine(line, source)),
    menu,
  );
  // A line whose choices break its item's rules cannot be ordered as kept: it is left out, and
  // its 'choose-again' change says so.
  const lines = checked.lines
    .filter((line) => !line.problem)
    .map((line) => ({
      menuItemId: line.item.id,
      name: line.item.name,
      quantity: line.quantity,
      options: chosenOptions(line.groups, line.optionIds).map(({ option }) => ({
        id: option.id,
        name: option.name,
        priceDelta: option.priceDelta,
      })),
      note: line.note,
      unitPrice: toRupees(line.unitPricePaise),
      lineTotal: toRupees(line.unitPricePaise * line.quantity),
    }));
  const totalPaise = checked.lines
    .filter((line) => !line.problem)
    .reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  return {
    id: row.id,
    name: row.name,
    sourceOrderId: row.sourceOrderId,
    createdAt: row.createdAt.toISOString(),
    lines,
    total: toRupees(totalPaise),
    changes: checked.changes.map((change) => {
      if (change.kind === 'price')
        return {
          kind: 'price',
          item: change.item,
          was: toRupees(change.wasPaise),
          now: toRupees(change.nowPaise),
        };
      if (change.kind === 'choose-again')
        return { kind: 'choose-again', item: change.item, message: change.problem.message };
      return change;
    }),
  };
}

export function createUsualOrdersService({
  repo,
  catalog,
}: {
  repo: UsualOrdersRepo;
  catalog: Pick<CatalogService, 'menuSnapshot'>;
}) {
  const menuIn = async (lang: Language) => (await catalog.menuSnapshot(lang)).menu;

  async function views(rows: UsualRow[], lang: Language): Promise<UsualOrder[]> {
    const orderIds = [...new Set(rows.flatMap((r) => (r.sourceOrderId ? [r.sourceOrderId] : [])))];
    const [sourceLines, menu] = await Promise.all([repo.sourceLines(orderIds), menuIn(lang)]);
    return rows.map((row) => view(row, sourceLines, menu));
  }

  /** The customer's favourite, or 404 (someone else's reads as none). */
  async function mine(userId: string, id: string): Promise<UsualRow> {
    const row = UUID.test(id) ? await repo.one(userId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: string, lang: Language = DEFAULT_LANGUAGE): Promise<UsualOrdersResponse> {
      return { usualOrders: await views(await repo.list(userId), lang), max: USUAL_ORDERS_MAX };
    },

    /**
     * Keeps one of the customer's delivered orders. Lines whose item no longer exists are left
     * out; what is left is kept as ordered (item, quantity, choices, note), to be priced at each
     * reorder.
     */
    async save(
      userId: string,
      body: { orderId: string; name?: string | undefined },
      lang: Language = DEFAULT_LANGUAGE,
    ): Promise<UsualOrder> {
      const order = UUID.test(body.orderId) ? await repo.orderOf(userId, body.orderId) : undefined;
      if (!order) throw notFound();
      if (order.status !== 'delivered') throw conflict(USUAL_MESSAGES.notDelivered);
      const ordered = await repo.sourceLines([body.orderId]);
      const existing = await repo.existingItems([
        ...new Set(ordered.flatMap((l) => (l.menuItemId ? [l.menuItemId] : []))),
      ]);
      const lines: UsualLine[] = ordered.flatMap((l) =>
        l.menuItemId && existing.has(l.menuItemId)
          ? [
              {
                menuItemId: l.menuItemId,
                quantity: l.quantity,
                optionIds: l.options.map((o) => o.optionId),
                note: l.note,
              },
            ]
          : [],
      );
      if (lines.length === 0) throw conflict(USUAL_MESSAGES.nothingLeft);
      const saved = await repo.insert(
        userId,
        { name: body.name, defaultNames: DEFAULT_NAMES, lines, sourceOrderId: body.orderId },
        USUAL_ORDERS_MAX,
      );
      if (saved === 'too-many') throw conflict(USUAL_MESSAGES.tooMany);
      if (saved === 'name-taken')
        throw conflict(USUAL_MESSAGES.nameTaken, { name: USUAL_MESSAGES.nameTaken });
      return view(saved, ordered, await menuIn(lang));
    },

    async rename(userId: string, id: string, name: string): Promise<UsualOrder> {
      await mine(userId, id);
      const renamed = await repo.rename(userId, id, name);
      if (renamed === 'name-taken')
        throw conflict(USUAL_MESSAGES.nameTaken, { name: USUAL_MESSAGES.nameTaken });
      if (!renamed) throw notFound();
      return (await views([renamed], DEFAULT_LANGUAGE))[0] as UsualOrder;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.remove(userId, id))) throw notFound();
    },

    /** The favourite priced now, with what changed since it was ordered: what 'Order again' adds. */
    async reorder(userId: string, id: string, lang: Language = DEFAULT_LANGUAGE): Promise<UsualOrder> {
      return (await views([await mine(userId, id)], lang))[0] as UsualOrder;
    },
  };
}

export type UsualOrdersService = ReturnType<typeof createUsualOrdersService>;
