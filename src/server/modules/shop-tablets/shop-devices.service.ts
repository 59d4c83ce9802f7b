// Shop devices (docs/product.md#shared-tablets): an admin marks the browser in hand as the shop's
// tablet, sees the list and revokes one. Only a marked, unrevoked device may switch user by PIN.

import type { Actor } from '#server/http/actor.ts';
import { AppError, conflict, notFound } from '#server/http/app-error.ts';
import type { ShopDevice } from '#shared/api/shop-tablets.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import { hashDeviceToken, type ShopDeviceCookie } from './shop-device-cookie.ts';
import type { ShopDeviceRow, ShopDevicesRepo } from './shop-devices.repo.ts';

export const NOT_A_SHOP_DEVICE =
  'Switching user with a PIN works only on a shop tablet. An admin can mark this device as one in Admin > Users.';

type Deps = {
  repo: ShopDevicesRepo;
  cookie: ShopDeviceCookie;
  audit: AuditService;
  sessionsEnded: SessionsEnded;
  now?: () => Date;
};

export function createShopDevicesService({
  repo,
  cookie,
  audit,
  sessionsEnded,
  now = () => new Date(),
}: Deps) {
  const tokenHashOf = (cookieHeader: string | null | undefined) => {
    const token = cookie.read(cookieHeader);
    return token ? hashDeviceToken(token) : undefined;
  };

  async function current(cookieHeader: string | null | undefined) {
    const hash = tokenHashOf(cookieHeader);
    return hash ? repo.activeByTokenHash(hash) : undefined;
  }

  const toDevice = (row: ShopDeviceRow, currentHash: string | undefined): ShopDevice => ({
    id: row.id,
    name: row.name,
    markedBy: row.markedByName,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    current: row.tokenHash === currentHash && row.revokedAt === null,
  });

  return {
    current,

    /** The device this browser is, or 403 in words staff understand. */
    async require(cookieHeader: string | null | undefined) {
      const device = await current(cookieHeader);
      if (!device) throw new AppError('FORBIDDEN', NOT_A_SHOP_DEVICE);
      return device;
    },

    touch: (id: string) => repo.touch(id, now()),

    /**
     * The device id for per-device limits, only for a real, unrevoked device (undefined: none): a
     * made-up cookie must not buy a fresh count of its own.
     */
    limitKey: async (cookieHeader: string | null | undefined) => (await current(cookieHeader))?.id,

    async list(cookieHeader: string | null | undefined): Promise<ShopDevice[]> {
      const hash = tokenHashOf(cookieHeader);
      return (await repo.list()).map((row) => toDevice(row, hash));
    },

    async mark(name: string, cookieHeader: string | null | undefined, actor: Actor) {
      const already = await current(cookieHeader);
      if (already) throw conflict(`This browser is already the shop device "${already.name}".`);
      const { token, setCookie } = cookie.issue();
      const row = await repo.insert({ name, tokenHash: hashDeviceToken(token), markedBy: actor.userId });
      await audit.record(actor, {
        action: 'shop_device.marked',
        tableName: 'shop_devices',
        recordId: row.id,
        newValues: { name },
      });
      return { device: toDevice({ ...row, markedByName: null }, row.tokenHash), setCookie };
    },

    async revoke(id: string, cookieHeader: string | null | undefined, actor: Actor): Promise<ShopDevice> {
      // A made-up id is a device nobody has (PostgreSQL would refuse it as a uuid: a 500).
      const row = UUID.test(id) ? await repo.revoke(id, now()) : undefined;
      if (!row) throw notFound('No such shop device (or it was already unmarked)');
      // Whoever switched in on it is signed out there too: an unmarked tablet may be leaving the
      // shop (docs/product.md#shared-tablets). Their live streams close now.
      const signedOut = await repo.endPinSessions(row.id);
      for (const userId of new Set(signedOut)) await sessionsEnded(userId);
      await audit.record(actor, {
        action: 'shop_device.revoked',
        tableName: 'shop_devices',
        recordId: row.id,
        oldValues: { name: row.name },
        newValues: { sessionsEnded: signedOut.length },
      });
      return toDevice({ ...row, markedByName: null }, tokenHashOf(cookieHeader));
    },
  };
}

export type ShopDevicesService = ReturnType<typeof createShopDevicesService>;
