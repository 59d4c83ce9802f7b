// A save refused because the group changed after the form loaded it (docs/product.md#item-options):
// someone else's edit, or staff marking a choice sold out. The form then offers to reload the group
// instead of showing a message that nothing on the form can fix.
import { OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';

export const isStaleGroupFailure = (failure: unknown): boolean =>
  failure instanceof ApiRequestError &&
  failure.status === 409 &&
  failure.message === OPTION_GROUP_MESSAGES.staleGroup;
