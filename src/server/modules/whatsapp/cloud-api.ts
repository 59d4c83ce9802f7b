// The one Cloud API call the shop makes: POST /{Version}/{Phone-Number-ID}/messages with an
// approved template (docs/product.md#whatsapp-updates). Meta answers
// { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid...' }] }, or a Graph
// error { error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }.
import type { WhatsappSettings } from '#server/env/whatsapp-settings.ts';

export type TemplateMessage = {
  /** The customer's number with its country code, digits only ('919890055501'). */
  to: string;
  name: string;
  languageCode: string;
  /** The body's {{1}}, {{2}}, ... in order. */
  parameters: string[];
};

export type SendAnswer =
  | { ok: true; messageId: string }
  /** permanent: Meta refused this message for good (a bad number, no template); else try later. */
  | { ok: false; permanent: boolean; error: string };

/**
 * Graph error codes worth another try: throttling (4, 80007, 130429, 131056), Meta's own trouble
 * (1, 2, 131000, 131016, 133004). Every other refusal (100 bad parameter, 131026 not a WhatsApp
 * user, 131030 not allowed, 132000-132001 template, 190 token) will not change by waiting.
 */
const TRY_AGAIN_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131056, 133004]);

/** A template parameter may not hold new lines, tabs or more than four spaces in a row. */
export const templateText = (value: string) =>
  value
    .replace(/[\n\r\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim() || '-';

export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.name,
      language: { code: message.languageCode },
      components:
        message.parameters.length > 0
          ? [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text: templateText(text) })),
              },
            ]
          : [],
    },
  };
}

type GraphError = { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } };

export async function sendTemplate(
  settings: WhatsappSettings,
  message: TemplateMessage,
): Promise<SendAnswer> {
  let res: Response;
  try {
    res = await fetch(`${settings.graphUrl}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(message)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return {
      ok: false,
      permanent: false,
      error: `WhatsApp unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (res.ok) {
    const id = (body as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 200) return { ok: true, messageId: id };
    // Accepted without an id to follow: another try could send it twice, so the SMS goes instead.
    return { ok: false, permanent: true, error: `WhatsApp answered ${res.status} without a message id` };
  }
  const error = (body as GraphError | undefined)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const said = typeof error?.message === 'string' ? error.message.slice(0, 200) : text.slice(0, 200);
  const what =
    `WhatsApp refused the message: ${res.status}${code !== undefined ? ` (${code})` : ''} ${said}`.trim();
  const again = res.status >= 500 || res.status === 429 || (code !== undefined && TRY_AGAIN_CODES.has(code));
  return { ok: false, permanent: !again, error: what };
}
