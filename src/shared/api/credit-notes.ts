// Credit notes as the customer and staff read them (docs/product.md#credit-notes, decision 038):
// GET /api/orders/:id/credit-notes lists the order's notes, each complete enough to print, with
// the same access as the bill (its customer, or staff who manage orders; anyone else: not found).
// GET /api/orders/:id/credit-notes/:noteId/pdf answers one as a PDF download. Amounts in rupees.
import { z } from 'zod';
import { TAX_REGIMES } from '../billing/tax.ts';
import { billSchema } from './billing.ts';

export const CREDIT_NOTE_TITLE = 'Credit Note';

export const creditNoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'CN/26-27/000012'. */
  number: z.string(),
  /** When it was issued, ISO. */
  issuedAt: z.string(),
  /** The bill it reverses part of. */
  bill: z.object({ number: z.string(), issuedAt: z.string() }),
  orderId: z.string(),
  orderNumber: z.string(),
  /** The seller and the customer as the bill names them (the order's terms and address). */
  seller: billSchema.shape.seller,
  customer: billSchema.shape.customer,
  /** The refund's reason. */
  reason: z.string(),
  regime: z.enum(TAX_REGIMES),
  /** The bill's GST rate; each of CGST and SGST is half of it. */
  ratePercent: z.number(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  roundOff: z.number(),
  /** What the note credits: taxable + CGST + SGST + round off. */
  total: z.number(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNotesResponseSchema = z.object({ creditNotes: z.array(creditNoteSchema) });
export type CreditNotesResponse = z.infer<typeof creditNotesResponseSchema>;

export const creditNoteParamsSchema = z.object({
  id: z.string().max(64),
  noteId: z.string().max(64),
});
