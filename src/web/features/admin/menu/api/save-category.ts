import { useSaveMutation } from '#web/lib/use-save-mutation.ts';
import { createCategory } from './create-category.ts';
import { updateCategory } from './update-category.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The category form's one write: creates (POST) or replaces (PUT) a category. */
export function useSaveCategory() {
  return useSaveMutation(createCategory, updateCategory, useInvalidateMenu());
}
