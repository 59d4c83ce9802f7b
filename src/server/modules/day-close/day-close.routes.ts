// The day close's routes (docs/product.md#the-day-close): managers read, export and close a shop
// day (day:close); only admins reopen one (day:reopen).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeDayBodySchema,
  DAY_CLOSE_PATH,
  dayCloseQuerySchema,
  dayCloseSchema,
  dayParamsSchema,
  reopenDayBodySchema,
} from '#shared/api/day-close.ts';
import type { DayCloseService } from './day-close.service.ts';

const DAY_DESCRIPTION =
  '`day` is a shop day (YYYY-MM-DD): the date in the shop time zone, except that the small hours ' +
  'of a shift that runs past midnight belong to the evening it opened. A closed day answers the ' +
  'figures its close kept.';

export const dayCloseRoutes: FastifyPluginAsyncZod<{ dayClose: DayCloseService }> = async (
  app,
  { dayClose },
) => {
  const read = { permission: 'day:close' } as const;

  app.get(
    DAY_CLOSE_PATH,
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: "Today's shop day: its orders and money by channel and method, riders, drawer and refunds",
        description: DAY_DESCRIPTION,
        querystring: dayCloseQuerySchema,
        response: { 200: dayCloseSchema },
      },
    },
    async (request) => dayClose.get(undefined, request.query),
  );

  app.get(
    `${DAY_CLOSE_PATH}/:day`,
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: "A shop day's close: its figures, and its closes (the standing one and reopened ones)",
        description: DAY_DESCRIPTION,
        params: dayParamsSchema,
        querystring: dayCloseQuerySchema,
        response: { 200: dayCloseSchema },
      },
    },
    async (request) => dayClose.get(request.params.day, request.query),
  );

  app.get(
    `${DAY_CLOSE_PATH}/:day.csv`,
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary: "A shop day's close as a CSV download, one line per figure",
        description: `${DAY_DESCRIPTION} Answers text/csv.`,
        params: dayParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, text } = await dayClose.csv(request.params.day);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );

  app.post(
    `${DAY_CLOSE_PATH}/:day/close`,
    {
      config: read,
      schema: {
        tags: ['admin'],
        summary:
          'Closes a shop day with the opening float and the cash counted; 409 for a day not started, already closed, with open orders or with refunds still waiting for the gateway, or when its figures changed from the expectedCash sent; a reason when the count differs',
        description: DAY_DESCRIPTION,
        params: dayParamsSchema,
        body: closeDayBodySchema,
        response: { 200: dayCloseSchema },
      },
    },
    async (request) => dayClose.close(request.params.day, request.body, await request.actor()),
  );

  app.post(
    `${DAY_CLOSE_PATH}/:day/reopen`,
    {
      config: { permission: 'day:reopen' },
      schema: {
        tags: ['admin'],
        summary:
          'Reopens a closed shop day (admins, with a reason): new rows count on it again, and the close is kept as history',
        params: dayParamsSchema,
        body: reopenDayBodySchema,
        response: { 200: dayCloseSchema },
      },
    },
    async (request) => dayClose.reopen(request.params.day, request.body, await request.actor()),
  );
};
