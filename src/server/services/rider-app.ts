// Wires payment at the door and the rider's page (docs/product.md#the-riders-page): taps move
// orders as staff moves do, in one transaction with the tap's record, and mark at-door orders
// paid as staff "Mark paid" does.
import type { ImageStorage } from '../modules/images/image-storage.ts';
import type { ImagesService } from '../modules/images/images.service.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { createDoorPaymentsRepo } from '../modules/payments/door-payments.repo.ts';
import { createDoorPaymentsService } from '../modules/payments/door-payments.service.ts';
import { createRiderAppRepo } from '../modules/rider-app/rider-app.repo.ts';
import { createRiderAppService } from '../modules/rider-app/rider-app.service.ts';
import { createRiderTaps } from '../modules/rider-app/rider-taps.service.ts';
import type { Core } from './core.ts';

export function wireRiderApp(
  { db, now, audit, auditOn, events, settings }: Core,
  deps: { orders: OrdersService; images: ImagesService; storage: ImageStorage },
) {
  const { orders, images, storage } = deps;
  const doorPaymentsRepo = createDoorPaymentsRepo(db);
  const doorPayments = createDoorPaymentsService({
    repo: doorPaymentsRepo,
    orders,
    audit,
    settingsNow: settings.stored,
    now,
  });
  const riderAppRepo = createRiderAppRepo(db);
  const riderApp = createRiderAppService({
    repo: riderAppRepo,
    events,
    upiQr: (orderId) => doorPayments.upiQr(orderId),
    storePhoto: (folder, namePrefix, file, context) =>
      images.storeRecordPhoto(folder, namePrefix, file, context),
    photos: {
      count: async (keyPrefix) => (await storage.list(keyPrefix)).length,
      remove: (key) => storage.remove(key),
    },
  });
  const riderTaps = createRiderTaps({
    repo: riderAppRepo,
    orders,
    markCollected: (orderId, at, tx) => doorPaymentsRepo.markCollected(orderId, at, tx),
    auditOn,
    events,
  });
  return { doorPayments, riderApp, riderTaps };
}
