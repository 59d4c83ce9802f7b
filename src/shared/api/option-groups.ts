// Admin contract for item options (docs/product.md#item-options). Field names follow the admin
// catalog's (snake_case); prices are rupees here, paise in the database (decision 002).
//
// Routes (signed-in staff; the permission is checked on the server):
//   GET    /api/admin/option-groups                 items:update    -> { groups: AdminOptionGroup[] }
//   POST   /api/admin/option-groups                 options:manage  body OptionGroupInput -> 201 AdminOptionGroup
//   PUT    /api/admin/option-groups/:id             options:manage  body OptionGroupInput -> AdminOptionGroup
//          (options are matched by id: an option sent with its id is updated, one without an id is
//          new, one left out is deleted; past orders keep their snapshot either way. With the
//          updated_at the form loaded, a group changed since, a staff 'Sold out' included, is
//          refused with 409 staleGroup instead of being overwritten)
//   DELETE /api/admin/option-groups/:id             options:manage  -> 204 (detached from every item)
//   PUT    /api/admin/options/:id/availability      items:update    body { available } -> AdminOptionGroup
//          (staff may turn a choice off when it runs out, and on again)
//   PUT    /api/admin/options/:id/count             items:update    body StockCountBody -> AdminOptionGroup
//          (counted stock, docs/product.md#counted-stock; leaves the group's updated_at alone:
//          orders move counts all day, and an open group form is not stale for it)
//   PUT    /api/admin/menu-items/:id/option-groups  options:manage  body { group_ids } -> { group_ids }
//          (the item's groups in display order; replaces the list)
// The storefront gets groups inside GET /api/menu (shared/api/catalog.ts).
import { z } from 'zod';
import { OPTION_LIMITS, OPTION_SELECTIONS } from '../catalog/item-options.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { sortOrderSchema } from './sort-order.ts';
import { optionGroupTranslationsSchema, optionTranslationsSchema } from './translations.ts';

export const OPTION_GROUP_MESSAGES = {
  name: 'Name is required',
  optionName: 'Option name is required',
  options: 'Add at least one option',
  tooManyOptions: `A group can have at most ${OPTION_LIMITS.optionsPerGroup} options`,
  priceDelta: 'Extra price must be 0 or more',
  priceStep: 'Prices can have at most 2 decimals',
  priceMax: `Extra price must be at most ₹${OPTION_LIMITS.maxDeltaRupees.toLocaleString('en-IN')}`,
  minChoices: 'Minimum must be a whole number from 0',
  maxChoices: 'Maximum must be at least 1',
  minAboveMax: 'Minimum cannot be more than the maximum',
  maxAboveOptions: 'Maximum cannot be more than the number of options',
  requiredMin: 'A required group needs a minimum of at least 1',
  optionalMin: 'A group that is not required has a minimum of 0',
  singleMax: 'A single-choice group allows exactly 1 choice',
  defaults: 'More options are marked default than the maximum allows',
  duplicateName: 'Two options have the same name',
  groupsPerItem: `An item can have at most ${OPTION_LIMITS.groupsPerItem} option groups`,
  unknownGroup: 'Unknown option group',
  tooManyGroups: `The shop can have at most ${OPTION_LIMITS.groups} option groups`,
  groupNotFound: 'Option group not found',
  optionNotFound: 'Option not found',
  staleGroup: 'Someone changed this group while you were editing. Reload it to see their changes.',
} as const;

export const adminOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_delta: z.number(),
  is_default: z.boolean(),
  is_available: z.boolean(),
  /** Counted stock (PUT /api/admin/options/:id/count): left today (null = not counted), morning count, warning. */
  stock_left: z.number().int().nullable(),
  stock_par: z.number().int().nullable(),
  stock_low_at: z.number().int().nullable(),
  /** Its name in Hindi and Marathi; {} when none. */
  translations: z.object({
    hi: z.object({ name: z.string().optional() }).optional(),
    mr: z.object({ name: z.string().optional() }).optional(),
  }),
});
export type AdminOption = z.infer<typeof adminOptionSchema>;

export const adminOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  selection: z.enum(OPTION_SELECTIONS),
  required: z.boolean(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  sort_order: z.number().int(),
  options: z.array(adminOptionSchema),
  /** The group's name in Hindi and Marathi; {} when none. */
  translations: z.object({
    hi: z.object({ name: z.string().optional() }).optional(),
    mr: z.object({ name: z.string().optional() }).optional(),
  }),
  /** Items (active or not) the group is attached to, by id. */
  item_ids: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;
export const adminOptionGroupsResponseSchema = z.object({ groups: z.array(adminOptionGroupSchema) });

const optionInputSchema = z.object({
  /** Present for an option that exists; absent for a new one. */
  id: z.uuid(OPTION_GROUP_MESSAGES.optionNotFound).optional(),
  name: z
    .string({ error: OPTION_GROUP_MESSAGES.optionName })
    .trim()
    .min(1, OPTION_GROUP_MESSAGES.optionName)
    .max(
      OPTION_LIMITS.optionNameMax,
      `Option name must be at most ${OPTION_LIMITS.optionNameMax} characters`,
    ),
  price_delta: z
    .number({ error: OPTION_GROUP_MESSAGES.priceDelta })
    .min(0, OPTION_GROUP_MESSAGES.priceDelta)
    .max(OPTION_LIMITS.maxDeltaRupees, OPTION_GROUP_MESSAGES.priceMax)
    .refine(hasAtMostTwoDecimals, OPTION_GROUP_MESSAGES.priceStep)
    .default(0),
  is_default: z.boolean().default(false),
  is_available: z.boolean().default(true),
  // Left out, a stored option keeps its translations (a form without the fields loses nothing).
  translations: optionTranslationsSchema.optional(),
});
export type OptionInput = z.input<typeof optionInputSchema>;

/**
 * POST and PUT body: the whole group with its options in display order. The rules between fields
 * (single ⇒ max 1; required ⇔ min >= 1; min <= max <= options; defaults <= max) are checked here,
 * with the message on the field to change.
 */
export const optionGroupInputSchema = z
  .object({
    name: z
      .string({ error: OPTION_GROUP_MESSAGES.name })
      .trim()
      .min(1, OPTION_GROUP_MESSAGES.name)
      .max(OPTION_LIMITS.groupNameMax, `Name must be at most ${OPTION_LIMITS.groupNameMax} characters`),
    selection: z.enum(OPTION_SELECTIONS, { error: 'Choose single or multiple choice' }),
    required: z.boolean().default(false),
    min_choices: z
      .number({ error: OPTION_GROUP_MESSAGES.minChoices })
      .int(OPTION_GROUP_MESSAGES.minChoices)
      .min(0, OPTION_GROUP_MESSAGES.minChoices)
      .max(OPTION_LIMITS.optionsPerGroup, OPTION_GROUP_MESSAGES.maxAboveOptions),
    max_choices: z
      .number({ error: OPTION_GROUP_MESSAGES.maxChoices })
      .int(OPTION_GROUP_MESSAGES.maxChoices)
      .min(1, OPTION_GROUP_MESSAGES.maxChoices)
      .max(OPTION_LIMITS.optionsPerGroup, OPTION_GROUP_MESSAGES.maxAboveOptions),
    sort_order: sortOrderSchema.default(0),
    // Left out, the stored group keeps its translations.
    translations: optionGroupTranslationsSchema.optional(),
    options: z
      .array(optionInputSchema, { error: OPTION_GROUP_MESSAGES.options })
      .min(1, OPTION_GROUP_MESSAGES.options)
      .max(OPTION_LIMITS.optionsPerGroup, OPTION_GROUP_MESSAGES.tooManyOptions),
    /**
     * PUT only, optional: the group's updated_at as the form loaded it. When the stored group has
     * changed since (an edit, or staff marking an option sold out), the save is refused with 409
     * rather than writing the form's older values back. Left out, the save replaces the group as is.
     */
    updated_at: z.iso.datetime({ offset: true, error: 'updated_at must be a date and time' }).optional(),
  })
  .superRefine((g, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (g.selection === 'single' && g.max_choices !== 1)
      issue('max_choices', OPTION_GROUP_MESSAGES.singleMax);
    if (g.required && g.min_choices < 1) issue('min_choices', OPTION_GROUP_MESSAGES.requiredMin);
    if (!g.required && g.min_choices !== 0) issue('min_choices', OPTION_GROUP_MESSAGES.optionalMin);
    if (g.min_choices > g.max_choices) issue('min_choices', OPTION_GROUP_MESSAGES.minAboveMax);
    if (g.max_choices > g.options.length) issue('max_choices', OPTION_GROUP_MESSAGES.maxAboveOptions);
    if (g.options.filter((o) => o.is_default).length > g.max_choices)
      issue('options', OPTION_GROUP_MESSAGES.defaults);
    // Blank names have their own message on their row; two blank rows are not 'the same name'.
    const names = g.options.map((o) => o.name.toLowerCase()).filter((name) => name !== '');
    if (new Set(names).size !== names.length) issue('options', OPTION_GROUP_MESSAGES.duplicateName);
    const ids = g.options.flatMap((o) => (o.id ? [o.id] : []));
    if (new Set(ids).size !== ids.length) issue('options', OPTION_GROUP_MESSAGES.optionNotFound);
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;
export type OptionGroupInputParsed = z.output<typeof optionGroupInputSchema>;

export const optionAvailabilityBodySchema = z.object({
  available: z.boolean({ error: 'Available must be true or false' }),
});
export type OptionAvailabilityBody = z.infer<typeof optionAvailabilityBodySchema>;

export const itemOptionGroupsBodySchema = z.object({
  group_ids: z
    .array(z.uuid(OPTION_GROUP_MESSAGES.unknownGroup), { error: 'group_ids must be a list' })
    .max(OPTION_LIMITS.groupsPerItem, OPTION_GROUP_MESSAGES.groupsPerItem)
    .refine((ids) => new Set(ids).size === ids.length, 'A group is listed twice'),
});
export type ItemOptionGroupsBody = z.infer<typeof itemOptionGroupsBodySchema>;
export const itemOptionGroupsResponseSchema = z.object({ group_ids: z.array(z.string()) });
