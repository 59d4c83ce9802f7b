// Option groups administration (docs/product.md#item-options): every write is stored in one
// transaction, audited, and drops the cached menu so the storefront shows it at its next load.
// Past orders are untouched by any of it: their lines keep a snapshot of the options they chose.

import { isCheckViolation } from '#server/db/postgres-errors.ts';
import type { Actor } from '#server/http/actor.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import {
  type AdminOptionGroup,
  type ItemOptionGroupsBody,
  OPTION_GROUP_MESSAGES,
  type OptionGroupInputParsed,
} from '#shared/api/option-groups.ts';
import type { StockCountBody } from '#shared/api/stock.ts';
import { type Changes, changedFields } from '#shared/audit/changes.ts';
import { OPTION_LIMITS } from '#shared/catalog/item-options.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MenuWriterDeps } from '../catalog/catalog.service.ts';
import type {
  GroupValues,
  GroupWithOptions,
  OptionGroupsRepo,
  OptionsDiff,
  OptionValues,
} from './option-groups.repo.ts';

type Deps = MenuWriterDeps & { repo: OptionGroupsRepo };

const ITEM_NOT_FOUND = 'Menu item not found';
// Ids in the address are checked here, not by the route's schema: a mistyped or made-up id is a
// page that does not exist (404), the same as a well-formed one nobody has.
function requireId(id: string, message: string): void {
  if (!UUID.test(id)) throw notFound(message);
}

/**
 * The database's own checks restate the body's rules; one can only fire when a rule was missed
 * here, and then it must still read as the form's message on the field to change, never a 500.
 */
const CHECK_MESSAGES: {
  constraint: string;
  field: string;
  message: (input: OptionGroupInputParsed) => string;
}[] = [
  {
    constraint: 'option_groups_single_max',
    field: 'max_choices',
    message: () => OPTION_GROUP_MESSAGES.singleMax,
  },
  {
    constraint: 'option_groups_required_min',
    field: 'min_choices',
    message: (input) =>
      input.required ? OPTION_GROUP_MESSAGES.requiredMin : OPTION_GROUP_MESSAGES.optionalMin,
  },
  {
    constraint: 'option_groups_choices_range',
    field: 'min_choices',
    message: () => OPTION_GROUP_MESSAGES.minAboveMax,
  },
  {
    constraint: 'options_price_delta_not_negative',
    field: 'options',
    message: () => OPTION_GROUP_MESSAGES.priceDelta,
  },
];

async function refusingViolations<T>(input: OptionGroupInputParsed, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const hit = CHECK_MESSAGES.find((c) => isCheckViolation(error, c.constraint));
    if (!hit) throw error;
    const message = hit.message(input);
    throw invalid(message, { [hit.field]: message });
  }
}

export function toAdminOptionGroup(row: GroupWithOptions): AdminOptionGroup {
  return {
    id: row.id,
    name: row.name,
    selection: row.selection,
    required: row.required,
    min_choices: row.minChoices,
    max_choices: row.maxChoices,
    sort_order: row.sortOrder,
    translations: row.translations,
    options: row.options.map((o) => ({
      id: o.id,
      name: o.name,
      price_delta: toRupees(o.priceDeltaPaise),
      is_default: o.isDefault,
      is_available: o.isAvailable,
      stock_left: o.stockLeft,
      stock_par: o.stockPar,
      stock_low_at: o.stockLowAt,
      translations: o.translations,
    })),
    item_ids: row.itemIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function groupValues(input: OptionGroupInputParsed): GroupValues {
  return {
    name: input.name,
    selection: input.selection,
    required: input.required,
    minChoices: input.min_choices,
    maxChoices: input.max_choices,
    sortOrder: input.sort_order,
    // Left out of the body, the stored translations are kept (the update leaves the column alone).
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
  };
}

function optionValues(input: OptionGroupInputParsed): OptionValues[] {
  return input.options.map((o) => ({
    ...(o.id ? { id: o.id } : {}),
    name: o.name,
    priceDeltaPaise: toPaise(o.price_delta),
    isDefault: o.is_default,
    isAvailable: o.is_available,
    ...(o.translations !== undefined ? { translations: o.translations } : {}),
  }));
}

/** The fields of a group an edit can change, options by their visible values (ids apart). */
function editableFields(group: AdminOptionGroup): Record<string, unknown> {
  return {
    name: group.name,
    selection: group.selection,
    required: group.required,
    min_choices: group.min_choices,
    max_choices: group.max_choices,
    sort_order: group.sort_order,
    translations: group.translations,
    options: group.options.map(({ name, price_delta, is_default, is_available, translations }) => ({
      name,
      price_delta,
      is_default,
      is_available,
      translations,
    })),
  };
}

function changedGroupFields(before: AdminOptionGroup, after: AdminOptionGroup, diff: OptionsDiff): Changes {
  const { oldValues, newValues } = changedFields(editableFields(before), editableFields(after));
  return { oldValues, newValues: { name: after.name, ...newValues, changed_options: diff } };
}

export function createOptionGroupsService({ repo, audit, catalog }: Deps) {
  async function loadGroup(id: string): Promise<AdminOptionGroup> {
    const row = await repo.groupById(id);
    if (!row) throw notFound(OPTION_GROUP_MESSAGES.groupNotFound);
    return toAdminOptionGroup(row);
  }

  /**
   * Every stored change to a group ends alike: the cached menu dropped, the group read back as it
   * now is, and the change audited with what it became.
   */
  async function savedGroup(
    groupId: string,
    actor: Actor,
    entry: (group: AdminOptionGroup) => Parameters<AuditService['record']>[1],
  ): Promise<AdminOptionGroup> {
    catalog.invalidate();
    const group = await loadGroup(groupId);
    await audit.record(actor, entry(group));
    return group;
  }

  return {
    async listGroups(): Promise<AdminOptionGroup[]> {
      return (await repo.listGroups()).map(toAdminOptionGroup);
    },

    async createGroup(input: OptionGroupInputParsed, actor: Actor): Promise<AdminOptionGroup> {
      const id = await refusingViolations(input, () =>
        repo.insertGroup(groupValues(input), optionValues(input), OPTION_LIMITS.groups),
      );
      if (!id) throw conflict(OPTION_GROUP_MESSAGES.tooManyGroups);
      return savedGroup(id, actor, (group) => ({
        action: 'option_groups.create',
        tableName: 'option_groups',
        recordId: id,
        newValues: group,
      }));
    },

    /**
     * Options are matched by id: sent with one = updated, without = created, left out = deleted.
     * With the updated_at the form loaded, a group changed since is refused (409), never overwritten.
     */
    async replaceGroup(id: string, input: OptionGroupInputParsed, actor: Actor): Promise<AdminOptionGroup> {
      requireId(id, OPTION_GROUP_MESSAGES.groupNotFound);
      const before = await loadGroup(id);
      const outcome = await refusingViolations(input, () =>
        repo.replaceGroup(id, groupValues(input), optionValues(input), input.updated_at),
      );
      if (outcome.kind === 'not-found') throw notFound(OPTION_GROUP_MESSAGES.groupNotFound);
      if (outcome.kind === 'stale') throw conflict(OPTION_GROUP_MESSAGES.staleGroup);
      if (outcome.kind === 'foreign-option')
        throw invalid(OPTION_GROUP_MESSAGES.optionNotFound, {
          options: OPTION_GROUP_MESSAGES.optionNotFound,
        });
      return savedGroup(id, actor, (group) => ({
        action: 'option_groups.update',
        tableName: 'option_groups',
        recordId: id,
        // What this save changed, each field with the value it had; the group's name always.
        ...changedGroupFields(before, group, outcome.diff),
      }));
    },

    /** Detaches it from every item; orders placed with its options keep their snapshots. */
    async deleteGroup(id: string, actor: Actor): Promise<void> {
      requireId(id, OPTION_GROUP_MESSAGES.groupNotFound);
      const deleted = await repo.deleteGroup(id);
      if (!deleted) throw notFound(OPTION_GROUP_MESSAGES.groupNotFound);
      catalog.invalidate();
      await audit.record(actor, {
        action: 'option_groups.delete',
        tableName: 'option_groups',
        recordId: id,
        newValues: { name: deleted.name, item_ids: deleted.itemIds },
      });
    },

    /** Staff turn a choice off when it runs out, and on again. */
    async setOptionAvailability(
      optionId: string,
      available: boolean,
      actor: Actor,
    ): Promise<AdminOptionGroup> {
      requireId(optionId, OPTION_GROUP_MESSAGES.optionNotFound);
      const groupId = await repo.setOptionAvailable(optionId, available);
      if (!groupId) throw notFound(OPTION_GROUP_MESSAGES.optionNotFound);
      return savedGroup(groupId, actor, (group) => ({
        action: 'options.availability',
        tableName: 'options',
        recordId: optionId,
        newValues: {
          group_id: groupId,
          name: group.options.find((o) => o.id === optionId)?.name,
          is_available: available,
        },
      }));
    },

    /** Sets an option's count, morning count and low-stock warning (docs/product.md#counted-stock). */
    async setOptionCount(optionId: string, body: StockCountBody, actor: Actor): Promise<AdminOptionGroup> {
      requireId(optionId, OPTION_GROUP_MESSAGES.optionNotFound);
      const groupId = await repo.setOptionCount(optionId, {
        left: body.left,
        par: body.par,
        lowAt: body.low_at,
      });
      if (!groupId) throw notFound(OPTION_GROUP_MESSAGES.optionNotFound);
      return savedGroup(groupId, actor, (group) => ({
        action: 'options.count',
        tableName: 'options',
        recordId: optionId,
        newValues: {
          group_id: groupId,
          name: group.options.find((o) => o.id === optionId)?.name,
          stock_left: body.left,
          stock_par: body.par,
          stock_low_at: body.low_at,
        },
      }));
    },

    /** Replaces the item's groups; the list's order is the order its options sheet shows them in. */
    async setItemGroups(
      itemId: string,
      body: ItemOptionGroupsBody,
      actor: Actor,
    ): Promise<{ group_ids: string[] }> {
      requireId(itemId, ITEM_NOT_FOUND);
      const outcome = await repo.setItemGroups(itemId, body.group_ids);
      if (outcome.kind === 'item-not-found') throw notFound(ITEM_NOT_FOUND);
      if (outcome.kind === 'unknown-groups')
        throw invalid(OPTION_GROUP_MESSAGES.unknownGroup, { group_ids: OPTION_GROUP_MESSAGES.unknownGroup });
      catalog.invalidate();
      const groupIds = await repo.itemGroupIds(itemId);
      await audit.record(actor, {
        action: 'menu_items.option_groups',
        tableName: 'menu_items',
        recordId: itemId,
        newValues: { group_ids: groupIds, previous_group_ids: outcome.previous },
      });
      return { group_ids: groupIds };
    },
  };
}

export type OptionGroupsService = ReturnType<typeof createOptionGroupsService>;
