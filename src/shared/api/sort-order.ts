import { z } from 'zod';

/** Where a row stands among its siblings (items, categories, option groups), lowest first. */
export const sortOrderSchema = z
  .number()
  .int('Sort order must be a whole number')
  .min(-100_000)
  .max(100_000, 'Sort order is too large');
