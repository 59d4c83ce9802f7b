// What "an error a person can read" means here: the one error shape (docs/product.md#d14-one-error-shape), a
// message that is a sentence rather than data or internals, and field messages that are text.
import { isApiError } from '#shared/errors.ts';
import type { Answer } from './http.ts';

/** Undefined when the answer is a well-formed error with a human message, else what is wrong. */
export function errorShapeProblem(answer: Answer): string | undefined {
  if (!isApiError(answer.body)) return `not the error shape: ${answer.text.slice(0, 200)}`;
  const { message, fields } = answer.body.error;
  if (message.trim().length < 3) return `empty message: ${JSON.stringify(message)}`;
  if (/^\s*[[{"]/.test(message)) return `message is data: ${message.slice(0, 200)}`;
  if (/\bat \S+:\d+:\d+|node_modules|\/src\/server|Error: /.test(message))
    return `message shows internals: ${message.slice(0, 200)}`;
  if (/\[object Object\]|^(undefined|null)$/.test(message)) return `message is not text: ${message}`;
  if (message.length > 500) return `message is ${message.length} characters long`;
  for (const [field, text] of Object.entries(fields ?? {})) {
    if (typeof text !== 'string' || text.trim() === '') return `field ${field} has no message`;
    if (/\[object Object\]/.test(text)) return `field ${field} message is not text`;
  }
  return undefined;
}
