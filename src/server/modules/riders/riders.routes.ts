// Managers' rider routes (riders:manage): accounts, shifts, cash hand-ins and the shift close
// report (docs/product.md#rider-accounts-and-shifts, docs/product.md#cash-per-rider).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import {
  createRiderBodySchema,
  handInBodySchema,
  handInSchema,
  openShiftBodySchema,
  riderAccountSchema,
  ridersResponseSchema,
  shiftReportQuerySchema,
  shiftReportResponseSchema,
  shiftReportRowSchema,
  updateRiderBodySchema,
} from '#shared/api/dispatch.ts';
import type { RidersService } from './riders.service.ts';
import { shiftReportCsv } from './shift-report-csv.ts';

const config = { permission: 'riders:manage' } as const;
const DAY_DESCRIPTION =
  '`date` is a day (YYYY-MM-DD) of the shop time zone; today there by default. A shift belongs to the day it was opened.';

export const ridersRoutes: FastifyPluginAsyncZod<{ riders: RidersService }> = async (app, { riders }) => {
  app.get(
    '/api/admin/riders',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Every rider account, with its open shift's deliveries and cash in hand",
        response: { 200: ridersResponseSchema },
      },
    },
    async () => riders.list(),
  );

  app.post(
    '/api/admin/riders',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Creates a rider account with a phone and a temporary password to change at first sign-in',
        body: createRiderBodySchema,
        response: { 201: riderAccountSchema },
      },
    },
    async (request, reply) => {
      const rider = await riders.create(request.body, await request.actor());
      return reply.status(201).send(rider);
    },
  );

  app.patch(
    '/api/admin/riders/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Changes a rider's phone, or disables (signing them out) / re-enables the account",
        params: idParams,
        body: updateRiderBodySchema,
        response: { 200: riderAccountSchema },
      },
    },
    async (request) => riders.update(request.params.id, request.body, await request.actor()),
  );

  app.post(
    '/api/admin/riders/:id/shift',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Opens the rider's shift with the cash float handed over; 409 when one is open",
        params: idParams,
        body: openShiftBodySchema,
        response: { 201: riderAccountSchema },
      },
    },
    async (request, reply) => {
      const rider = await riders.openShift(request.params.id, request.body, await request.actor());
      return reply.status(201).send(rider);
    },
  );

  app.post(
    '/api/admin/riders/:id/shift/close',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Closes the rider's shift and answers its figures; 409 while the rider carries orders",
        params: idParams,
        response: { 200: shiftReportRowSchema },
      },
    },
    async (request) => riders.closeShift(request.params.id, await request.actor()),
  );

  app.post(
    '/api/admin/riders/:id/hand-ins',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Records cash counted and taken in from the rider against what the records expect; a reason when they differ',
        params: idParams,
        body: handInBodySchema,
        response: { 201: handInSchema },
      },
    },
    async (request, reply) => {
      const handIn = await riders.handIn(request.params.id, request.body, await request.actor());
      return reply.status(201).send(handIn);
    },
  );

  app.get(
    '/api/admin/riders/shifts',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          "The shift close report of a day: each rider's deliveries, cash, hand-ins and ready-to-door time",
        description: DAY_DESCRIPTION,
        querystring: shiftReportQuerySchema,
        response: { 200: shiftReportResponseSchema },
      },
    },
    async (request) => riders.report(request.query),
  );

  app.get(
    '/api/admin/riders/shifts.csv',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The shift close report of a day as a CSV download',
        description: `${DAY_DESCRIPTION} Answers text/csv.`,
        querystring: shiftReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { date, shifts } = await riders.report(request.query);
      const { fileName, text } = shiftReportCsv(date, shifts);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );
};
