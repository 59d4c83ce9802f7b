import { useSaveMutation } from '#web/lib/use-save-mutation.ts';
import { createItem } from './create-item.ts';
import { updateItem } from './update-item.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The item form's one write: creates (POST) or replaces (PUT) a menu item. */
export function useSaveItem() {
  return useSaveMutation(createItem, updateItem, useInvalidateMenu());
}
