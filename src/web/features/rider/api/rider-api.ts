// The rider page's calls (docs/product.md#the-riders-page), each through the typed endpoint table.
import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '#shared/api/notifications.ts';
import { api } from '#web/lib/api.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { outcomeOfFailure, type QueuedTap, type SendOutcome, type TapPosition } from '../lib/tap-queue.ts';

export const riderDeliveriesQuery = () =>
  queryOptions({
    queryKey: ['rider', 'deliveries'],
    queryFn: ({ signal }) => api('GET /api/rider/deliveries', { signal }),
    // The stream says when something changed; this is the safety net when it cannot.
    refetchInterval: 60_000,
  });

function tapRequest(tap: QueuedTap) {
  const params = { id: tap.deliveryId };
  const base = { tapId: tap.tapId, tappedAt: tap.tappedAt };
  const { method, reason, note, photo, position } = tap.details;
  switch (tap.kind) {
    case 'ack':
      return api('POST /api/rider/deliveries/:id/ack', { params, body: base });
    case 'picked-up':
      return api('POST /api/rider/deliveries/:id/picked-up', { params, body: base });
    case 'collected':
      return api('POST /api/rider/deliveries/:id/collected', {
        params,
        body: { ...base, method: method ?? 'cash' },
      });
    case 'delivered':
      return api('POST /api/rider/deliveries/:id/delivered', {
        params,
        body: position ? { ...base, position } : base,
      });
    case 'failed':
      return api('POST /api/rider/deliveries/:id/failed', {
        params,
        body: {
          ...base,
          reason: reason ?? 'other',
          ...(note ? { note } : {}),
          ...(photo ? { photo } : {}),
        },
      });
  }
}

/** Sends one queued tap and says what the queue should do with it (tap-queue.ts). */
export async function sendTap(tap: QueuedTap): Promise<SendOutcome> {
  try {
    const answer = await tapRequest(tap);
    return { outcome: 'sent', warning: answer.warning, delivery: answer.delivery };
  } catch (failure) {
    if (failure instanceof ApiRequestError) return outcomeOfFailure(failure.status, failure.message);
    return { outcome: 'retry' };
  }
}

export const sendPosition = (position: TapPosition) => api('POST /api/rider/position', { body: position });

export const getRiderUpiQr = (id: string, signal?: AbortSignal) =>
  api('GET /api/rider/deliveries/:id/upi-qr', { params: { id }, signal });

export const subscribeRiderDevice = (body: PushSubscriptionBody) =>
  api('POST /api/rider/push-subscription', { body });

/**
 * The door's picture (multipart, field 'file'); answers its /uploads path for the failed tap. Sent
 * with fetch: no progress bar is needed for one phone photo.
 */
export async function uploadDoorPhoto(deliveryId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/rider/deliveries/${encodeURIComponent(deliveryId)}/door-photo`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new Error('The photo could not be sent');
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { photo?: string; error?: { message?: string } }
    | undefined;
  if (!response.ok || typeof payload?.photo !== 'string')
    throw new Error(payload?.error?.message ?? 'The photo could not be sent');
  return payload.photo;
}
