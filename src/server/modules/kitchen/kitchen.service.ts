// The kitchen display by station (docs/product.md#kitchen-display-by-station): managers name the
// stations and give each its items; cooks see their station's lines of the orders in the kitchen and
// bump each when made. The first bump of an accepted order starts it preparing; the last bump of an
// order, on whichever station, puts it on the shelf (a delivery: 'ready') or at the counter (a
// pickup: 'Ready for pickup'). Those moves go through the orders service like a tap on the board:
// same checks, history, audit entry, live event and customer message.
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import type { Actor } from '#server/http/actor.ts';
import { AppError, conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import {
  type BumpResponse,
  KITCHEN_MESSAGES,
  type Station,
  type StationTicket,
  type StationTickets,
  WHOLE_KITCHEN,
} from '#shared/api/kitchen.ts';
import { STATIONS_MAX } from '#shared/kitchen/stations.ts';
import { nextStatus, type OrderStatus } from '#shared/orders.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StationLineRow, StationScope, StationTicketsRepo } from './station-tickets.repo.ts';
import type { StationsRepo } from './stations.repo.ts';

/** The moves the kitchen makes, as the orders service makes them for the board. */
export type KitchenMoves = {
  move(
    id: string,
    to: OrderStatus,
    reason: undefined,
    actorId: string,
    context: RequestContext,
  ): Promise<unknown>;
  announce(id: string): Promise<unknown>;
};

type Deps = {
  stations: StationsRepo;
  tickets: StationTicketsRepo;
  orders: KitchenMoves;
  audit: AuditService;
  now: () => Date;
};

const NAME_TAKEN = 'kitchen_stations_name_key';

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Rows of lines, one per line, into one ticket per order in the rows' order (oldest first). */
function ticketsOf(rows: StationLineRow[]): StationTicket[] {
  const tickets = new Map<string, StationTicket>();
  for (const row of rows) {
    let ticket = tickets.get(row.order_id);
    if (!ticket) {
      ticket = {
        orderId: row.order_id,
        orderNumber: row.order_number,
        orderType: row.order_type,
        status: row.status,
        acceptedAt: toIso(row.accepted_at),
        lines: [],
        elsewhere: row.elsewhere,
      };
      tickets.set(row.order_id, ticket);
    }
    ticket.lines.push({
      id: row.line_id,
      name: row.name,
      quantity: row.quantity,
      options: row.options.map((option) => ({ group: option.group, name: option.name })),
      note: row.note,
    });
  }
  return [...tickets.values()];
}

export function createKitchenService({ stations, tickets, orders, audit, now }: Deps) {
  async function existing(id: string): Promise<{ station: Station; isFirst: boolean }> {
    const all = await stations.list();
    const index = UUID.test(id) ? all.findIndex((s) => s.id === id) : -1;
    if (index < 0) throw notFound(KITCHEN_MESSAGES.notFound);
    return { station: toStation(all[index]!), isFirst: index === 0 };
  }

  function toStation(row: Awaited<ReturnType<StationsRepo['list']>>[number]): Station {
    return { id: row.id, name: row.name, sortOrder: row.sortOrder, itemIds: row.itemIds };
  }

  /** A duplicate name reads as the form's message on the name, whichever write found it. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, NAME_TAKEN))
        throw conflict(KITCHEN_MESSAGES.taken, { name: KITCHEN_MESSAGES.taken });
      throw error;
    }
  }

  /** The moves the bump brings: accepted starts preparing; nothing left puts it out of the kitchen. */
  async function advance(
    bump: { orderId: string; orderType: 'delivery' | 'pickup'; status: OrderStatus; left: number },
    actor: Actor,
  ) {
    let status = bump.status;
    const steps: OrderStatus[] = [];
    if (status === 'accepted') steps.push('preparing');
    if (bump.left === 0) steps.push(nextStatus('preparing', bump.orderType)!);
    for (const to of steps) {
      try {
        await orders.move(bump.orderId, to, undefined, actor.userId, actor);
        status = to;
      } catch (error) {
        if (!(error instanceof AppError && error.kind === 'CONFLICT')) throw error;
        // Another bump of the same order started it preparing first: go on to the next step.
        if (to === 'preparing') continue;
        // Someone moved it on the board meanwhile: their move stands.
        return undefined;
      }
    }
    if (steps.length === 0) await orders.announce(bump.orderId);
    return status;
  }

  return {
    async list(): Promise<Station[]> {
      return (await stations.list()).map(toStation);
    },

    async create(name: string, actor: Actor): Promise<Station> {
      if ((await stations.count()) >= STATIONS_MAX)
        throw conflict(KITCHEN_MESSAGES.tooMany, { name: KITCHEN_MESSAGES.tooMany });
      const id = await named(() => stations.create(name));
      await audit.record(actor, {
        action: 'kitchen.station.create',
        tableName: 'kitchen_stations',
        recordId: id,
        newValues: { name },
      });
      return (await existing(id)).station;
    },

    async rename(id: string, name: string, actor: Actor): Promise<Station> {
      const { station } = await existing(id);
      if (station.name === name) return station;
      await named(() => stations.rename(id, name));
      await audit.record(actor, {
        action: 'kitchen.station.update',
        tableName: 'kitchen_stations',
        recordId: id,
        oldValues: { name: station.name },
        newValues: { name },
      });
      return { ...station, name };
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const { station } = await existing(id);
      if (!(await stations.remove(id))) throw notFound(KITCHEN_MESSAGES.notFound);
      await audit.record(actor, {
        action: 'kitchen.station.delete',
        tableName: 'kitchen_stations',
        recordId: id,
        oldValues: { name: station.name, itemIds: station.itemIds },
      });
    },

    async reorder(ids: string[], actor: Actor): Promise<Station[]> {
      const all = await stations.list();
      const same =
        ids.length === all.length && new Set(ids).size === ids.length && all.every((s) => ids.includes(s.id));
      if (!same) throw invalid('List every station once', { stationIds: 'List every station once' });
      await stations.reorder(ids);
      await audit.record(actor, {
        action: 'kitchen.station.reorder',
        tableName: 'kitchen_stations',
        recordId: null,
        oldValues: { stationIds: all.map((s) => s.id) },
        newValues: { stationIds: ids },
      });
      return (await stations.list()).map(toStation);
    },

    async setItems(id: string, itemIds: string[], actor: Actor): Promise<Station> {
      const { station } = await existing(id);
      const unique = [...new Set(itemIds)];
      if (!(await stations.setItems(id, unique)))
        throw invalid('Menu item not found', { itemIds: 'Menu item not found' });
      await audit.record(actor, {
        action: 'kitchen.station.items',
        tableName: 'kitchen_stations',
        recordId: id,
        oldValues: { itemIds: station.itemIds },
        newValues: { itemIds: unique },
      });
      return (await existing(id)).station;
    },

    /** A station's screen, or the whole kitchen's (WHOLE_KITCHEN). */
    async tickets(id: string): Promise<StationTickets> {
      let scope: StationScope = 'whole-kitchen';
      let station = { id: WHOLE_KITCHEN, name: 'Whole kitchen' };
      if (id !== WHOLE_KITCHEN) {
        const found = await existing(id);
        scope = { stationId: found.station.id, isFirst: found.isFirst };
        station = { id: found.station.id, name: found.station.name };
      }
      const rows = await tickets.lines(scope);
      return { station, tickets: ticketsOf(rows), readAt: now().toISOString() };
    },

    async bump(lineId: string, actor: Actor): Promise<BumpResponse> {
      const outcome = UUID.test(lineId) ? await tickets.bump(lineId, actor.userId) : 'not-found';
      if (outcome === 'not-found') throw notFound(KITCHEN_MESSAGES.lineNotFound);
      if (outcome === 'already-bumped') throw conflict(KITCHEN_MESSAGES.alreadyBumped);
      if (outcome === 'order-moved-on') throw conflict(KITCHEN_MESSAGES.orderMovedOn);
      let status: OrderStatus | undefined;
      try {
        status = await advance(outcome, actor);
      } catch (error) {
        // The line is marked but the order did not move (the database went away between the two):
        // unmarked again, the line stays on its screen and the cook's retry moves the order on,
        // rather than an order every screen has dropped sitting in the kitchen for good.
        await tickets.unbump(lineId);
        throw error;
      }
      return { orderId: outcome.orderId, status: status ?? outcome.status };
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
