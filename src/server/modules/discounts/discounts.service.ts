// Discount codes as admins manage them (settings issue). Whether a code applies to an order is
// decided by the orders module, inside the order's transaction.
import { randomInt } from 'node:crypto';
import { isCheckViolation, isUniqueViolation } from '#server/db/postgres-errors.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import {
  type DiscountCode,
  type DiscountCodeInput,
  discountCodeInputSchema,
  type FirstOrderOffer,
} from '#shared/api/discounts.ts';
import { type Changes, changedFields } from '#shared/audit/changes.ts';
import { type DiscountRule, discountCodeId, evaluateDiscount } from '#shared/discounts.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { DiscountCodeRow, DiscountCodeValues, DiscountsRepo } from './discounts.repo.ts';

const ID_ATTEMPTS = 5;
const CODE_TAKEN = 'Another discount code already uses this code';

/** Maximum uses below the uses so far would break the table's check (a 500): say so instead. */
function belowUses(used: number) {
  const message = `This code has already been used ${used} ${used === 1 ? 'time' : 'times'}: allow at least ${used}`;
  return invalid(message, { maxUses: message });
}

function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'flat' ? toRupees(row.value) : row.value,
    minOrder: toRupees(row.minOrderPaise),
    maxUses: row.maxUses,
    usesPerCustomer: row.usesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What staff set on a code, apart from the code itself: no id, use count or timestamps, and no
 * setting left empty (the log would show a row of '(none) → (none)').
 */
function settingsOf(row: DiscountCodeRow): Record<string, unknown> {
  const {
    id: _id,
    code: _code,
    usedCount: _used,
    createdAt: _created,
    updatedAt: _updated,
    ...set
  } = toDiscountCode(row);
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== null && value !== ''));
}

function toValues(input: DiscountCodeInput): DiscountCodeValues {
  const parsed = discountCodeInputSchema.parse(input);
  return {
    code: parsed.code,
    description: parsed.description,
    kind: parsed.kind,
    value: parsed.kind === 'flat' ? toPaise(parsed.value) : parsed.value,
    minOrderPaise: toPaise(parsed.minOrder),
    maxUses: parsed.maxUses,
    usesPerCustomer: parsed.usesPerCustomer,
    firstOrderOnly: parsed.firstOrderOnly,
    startsAt: parsed.startsAt ? new Date(parsed.startsAt) : null,
    endsAt: parsed.endsAt ? new Date(parsed.endsAt) : null,
    isActive: parsed.isActive,
  };
}

function withCode(row: { code: string; isActive: boolean }, { oldValues, newValues }: Changes): Changes {
  return { oldValues, newValues: { code: row.code, isActive: row.isActive, ...newValues } };
}

export function createDiscountsService(repo: DiscountsRepo, audit: AuditService) {
  async function existing(id: string): Promise<DiscountCodeRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound('Discount code not found');
    return row;
  }

  return {
    async list(): Promise<DiscountCode[]> {
      return (await repo.list()).map(toDiscountCode);
    },

    /**
     * The first-order code to show a customer at checkout, if they have no order yet. Only codes
     * meant for everyone's first order qualify: first order only, active and in their dates, and
     * with no cap on total uses (a capped code is a limited giveaway, not something to announce).
     */
    async firstOrderOffer(userId: string, now = new Date()): Promise<FirstOrderOffer | null> {
      const codes = await repo.openFirstOrderCodes();
      if (codes.length === 0 || (await repo.ordersPlacedBy(userId)) > 0) return null;
      const context = { now, customerUses: 0, customerOrders: 0 };
      const row = codes.find(
        (c) =>
          evaluateDiscount(
            { ...c, kind: c.kind as DiscountRule['kind'] },
            { ...context, subtotalPaise: c.minOrderPaise },
          ).ok,
      );
      if (!row) return null;
      const { code, kind, value, minOrder } = toDiscountCode(row);
      return { code, kind, value, minOrder };
    },

    async create(input: DiscountCodeInput, context: RequestContext): Promise<DiscountCode> {
      const values = toValues(input);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await repo.insert(discountCodeId(randomInt), values);
          await audit.record(context, {
            action: 'discounts.create',
            tableName: 'discount_codes',
            recordId: row.id,
            newValues: { code: row.code, kind: row.kind, value: row.value },
          });
          return toDiscountCode(row);
        } catch (error) {
          if (isUniqueViolation(error, 'discount_codes_code_key'))
            throw conflict(CODE_TAKEN, { code: CODE_TAKEN });
          // A random id that is already taken: draw again.
          if (!isUniqueViolation(error, 'discount_codes_pkey') || attempt >= ID_ATTEMPTS) throw error;
        }
      }
    },

    async update(id: string, input: DiscountCodeInput, context: RequestContext): Promise<DiscountCode> {
      const current = await existing(id);
      const values = toValues(input);
      if (values.maxUses !== null && values.maxUses < current.usedCount) throw belowUses(current.usedCount);
      try {
        const row = await repo.update(id, values);
        if (!row) throw notFound('Discount code not found');
        await audit.record(context, {
          action: 'discounts.update',
          tableName: 'discount_codes',
          recordId: id,
          // The code and whether it is on, always; of the rest, what this save changed.
          ...withCode(row, changedFields(toDiscountCode(current), toDiscountCode(row), ['updatedAt'])),
        });
        return toDiscountCode(row);
      } catch (error) {
        if (isUniqueViolation(error, 'discount_codes_code_key'))
          throw conflict(CODE_TAKEN, { code: CODE_TAKEN });
        // An order counted a use between the check above and this write (the rule that keeps
        // used_count within max_uses).
        if (isCheckViolation(error, 'discount_codes_used_within_max'))
          throw belowUses((await existing(id)).usedCount);
        throw error;
      }
    },

    /** Codes that orders used stay, so those orders keep their history: disable them instead. */
    async remove(id: string, context: RequestContext): Promise<void> {
      const usedRefusal = (uses: number) =>
        conflict(
          `This code has been used ${uses} ${uses === 1 ? 'time' : 'times'}. Disable it instead of deleting it.`,
        );
      const row = await existing(id);
      if (row.usedCount > 0) throw usedRefusal(row.usedCount);
      // An order may have used it since the read: the delete checks again, and says so.
      if (!(await repo.removeUnused(id))) throw usedRefusal(Math.max(1, (await existing(id)).usedCount));
      await audit.record(context, {
        action: 'discounts.delete',
        tableName: 'discount_codes',
        recordId: id,
        // The code names the record (its row is gone); the rest says what was deleted with it.
        oldValues: settingsOf(row),
        newValues: { code: row.code },
      });
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
