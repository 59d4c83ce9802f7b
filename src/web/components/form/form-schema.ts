// Inputs hold text; the API takes numbers and nulls. A form's schema is the API's shared schema
// behind a conversion from what the inputs hold to the body: the rules and their messages stay
// the server's, keyed by the same field names, and nothing about them is written twice.
import { z } from 'zod';

/** The body as converted from the inputs, before the schema judges it: its fields, any type. */
type Draft<Body> = { [K in keyof Body]?: unknown };

/**
 * `toBody` only converts (text to number, blank to null); `schema` judges the result. Its output
 * is what the form submits.
 */
export function formSchema<Values, Body extends z.ZodType>(
  toBody: (values: Values) => Draft<z.input<Body>>,
  schema: Body,
) {
  // A draft may hold what the schema refuses (a blank price): judging it is the schema's job, so
  // the schema is piped in as one that takes any draft.
  const judge = schema as unknown as z.ZodType<z.output<Body>, Awaited<Draft<z.input<Body>>>>;
  return z.custom<Values>().transform(toBody).pipe(judge);
}

/**
 * A number input's text as a number, or undefined when blank, which the shared schema then reads
 * as "not given" (its default, or its 'required' message). Text that is no number stays NaN for
 * the schema to refuse.
 */
export function numberOrBlank(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** Blank as null ("none"); anything else as typed. */
export function textOrNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}
