// "Delete my account" (docs/product.md#privacy-and-retention): what the storefront sends, and the
// words the customer reads.
import { z } from 'zod';

export const ACCOUNT_DELETION_PATH = '/api/customer/account';

export const ACCOUNT_DELETION_MESSAGES = {
  confirm: 'Please confirm that you want to delete your account',
  orderInProgress:
    'You have an order in progress. You can delete your account once it has been delivered or cancelled.',
  customersOnly: 'Only customer accounts can be deleted here',
  deleted: 'Your account has been deleted',
} as const;

/** The account row kept for bills once its personal fields are erased shows this name. */
export const ERASED_CUSTOMER_NAME = 'Deleted customer';

/** The customer ticked the confirmation in the dialog; anything else deletes nothing. */
export const deleteAccountBodySchema = z.object({
  confirm: z.literal(true, { error: ACCOUNT_DELETION_MESSAGES.confirm }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
