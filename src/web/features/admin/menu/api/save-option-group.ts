import { useSaveMutation } from '#web/lib/use-save-mutation.ts';
import { createOptionGroup } from './create-option-group.ts';
import { updateOptionGroup } from './update-option-group.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The option group form's one write: creates (POST) or replaces (PUT) a group and its options. */
export function useSaveOptionGroup() {
  return useSaveMutation(createOptionGroup, updateOptionGroup, useInvalidateMenu());
}
