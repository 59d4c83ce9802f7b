// Shared tablets (docs/product.md#shared-tablets): shop devices for admins, a staff member's PIN,
// and switching user with it on a shop device.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '#server/http/require-permission.ts';
import { idParams, routeRateLimit } from '#server/http/route-options.ts';
import {
  markShopDeviceBodySchema,
  pinStatusSchema,
  setPinBodySchema,
  shopDeviceSchema,
  shopDevicesResponseSchema,
  switchPeopleResponseSchema,
  switchUserBodySchema,
  thisDeviceResponseSchema,
} from '#shared/api/shop-tablets.ts';
import { staffSessionResponseSchema } from '#shared/api/staff.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { ShopDevicesService } from './shop-devices.service.ts';
import type { StaffPinsService } from './staff-pins.service.ts';

const okSchema = z.object({ ok: z.literal(true) });

export const shopTabletsRoutes: FastifyPluginAsyncZod<{
  devices: ShopDevicesService;
  pins: StaffPinsService;
}> = async (app, { devices, pins }) => {
  app.get(
    '/api/admin/shop-devices',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'The shop devices (tablets where staff switch user with a PIN), revoked ones included',
        response: { 200: shopDevicesResponseSchema },
      },
    },
    async (request) => ({ devices: await devices.list(request.headers.cookie) }),
  );

  app.post(
    '/api/admin/shop-devices',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Marks this browser as a shop device (sets its long-lived device cookie)',
        body: markShopDeviceBodySchema,
        response: { 201: shopDeviceSchema },
      },
    },
    async (request, reply) => {
      const { device, setCookie } = await devices.mark(
        request.body.name,
        request.headers.cookie,
        await request.actor(),
      );
      reply.header('set-cookie', setCookie);
      return reply.code(201).send(device);
    },
  );

  app.delete(
    '/api/admin/shop-devices/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Unmarks a shop device: its cookie no longer lets anyone switch user',
        params: idParams,
        response: { 200: shopDeviceSchema },
      },
    },
    async (request) => devices.revoke(request.params.id, request.headers.cookie, await request.actor()),
  );

  app.get(
    '/api/staff/this-device',
    {
      schema: {
        tags: ['staff'],
        summary: 'Whether this browser is a shop device (where "Switch user" is offered)',
        response: { 200: thisDeviceResponseSchema },
      },
    },
    async (request) => {
      const device = await devices.current(request.headers.cookie);
      return { shopDevice: device !== undefined, name: device?.name ?? null };
    },
  );

  app.get(
    '/api/staff/pin',
    {
      schema: {
        tags: ['staff'],
        summary: 'Whether the signed-in staff member has a PIN',
        response: { 200: pinStatusSchema },
      },
    },
    async (request) => pins.status(await requireStaff(request)),
  );

  app.put(
    '/api/staff/pin',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Sets or changes the signed-in staff member’s PIN (a password session, password typed again)',
        body: setPinBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: routeRateLimit(RATE_LIMITS.login) },
    },
    async (request) => {
      const viewer = await requireStaff(request);
      await pins.setPin(viewer, request.body, request.auditContext(viewer.id));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/switch/people',
    {
      schema: {
        tags: ['staff'],
        summary: 'On a shop device: the staff who can switch in with a PIN (names only)',
        response: { 200: switchPeopleResponseSchema },
      },
    },
    async (request) => pins.people(request.headers.cookie),
  );

  app.post(
    '/api/staff/switch',
    {
      schema: {
        tags: ['staff'],
        summary:
          'On a shop device: signs the chosen staff member in with their PIN, ending this browser’s session',
        body: switchUserBodySchema,
        response: { 200: staffSessionResponseSchema },
      },
      config: {
        // Per device (else per address), so one tablet cannot run through every person's five tries;
        // only a real device's cookie gets its own count, so made-up ones share the address's.
        rateLimit: {
          ...routeRateLimit(RATE_LIMITS.pinSwitch),
          keyGenerator: async (request) =>
            `pin-switch|${(await devices.limitKey(request.headers.cookie)) ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await pins.switchUser(
        request.body,
        request.headers.cookie,
        request.auditContext(null),
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { user };
    },
  );
};
