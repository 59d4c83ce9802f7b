// Month end routes (docs/product.md#month-end): the GSTR-1 summary and its downloads and the Tally
// export for managers and admins (analytics:view, like the tax summary and the bills register);
// the accounting settings for admins (billing:manage, like the tax details).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNTING_SETTINGS_PATH,
  accountingSettingsResponseSchema,
  accountingSettingsSchema,
  GSTR1_CSV_PATH,
  GSTR1_JSON_PATH,
  GSTR1_PATH,
  gstr1Schema,
  monthQuerySchema,
  TALLY_XML_PATH,
  tallyQuerySchema,
} from '#shared/api/month-end.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MonthEndService } from './month-end.service.ts';

const MONTH = '`month` is YYYY-MM; bills by bill date and credit notes by issue date, in the shop time zone.';

const attachment = (name: string) => `attachment; filename="${name}"`;

export const monthEndRoutes: FastifyPluginAsyncZod<{
  monthEnd: MonthEndService;
  settings: SettingsService;
}> = async (app, { monthEnd, settings }) => {
  app.get(
    GSTR1_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'The GSTR-1 summary of a month: B2C (small) by rate and place of supply net of credit notes, the HSN/SAC summary, the credit notes and the documents issued',
        description: MONTH,
        querystring: monthQuerySchema,
        response: { 200: gstr1Schema },
      },
    },
    async (request) => monthEnd.gstr1(request.query),
  );

  app.get(
    GSTR1_CSV_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary: 'The GSTR-1 summary of a month as a CSV download, its four tables one after another',
        description: `${MONTH} Answers text/csv.`,
        querystring: monthQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await monthEnd.gstr1Csv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  app.get(
    GSTR1_JSON_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          "A month's GSTR-1 in the GST portal offline tool's JSON (gstin, fp, b2cs, hsn, doc_issue); 409 when the shop files no GSTR-1",
        description: `${MONTH} Answers a JSON download.`,
        querystring: monthQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await monthEnd.gstr1Json(request.query);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(JSON.stringify(body, null, 2));
    },
  );

  app.get(
    TALLY_XML_PATH,
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          'Sales and credit note vouchers of a range of days in Tally’s XML import format, one voucher per bill or one per day',
        description:
          '`from` and `to` are days (YYYY-MM-DD) in the shop time zone, both included, at most 366 days; `mode` is bill (default) or daily. Answers application/xml.',
        querystring: tallyQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await monthEnd.tallyXml(request.query);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .send(body);
    },
  );

  // Admins only: the ledgers the accountant's books are kept in, like the tax details.
  app.get(
    ACCOUNTING_SETTINGS_PATH,
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags: ['admin'],
        summary: 'The SAC code and the Tally company and ledger names the month-end exports use',
        response: { 200: accountingSettingsResponseSchema },
      },
    },
    async () => settings.accounting(),
  );

  app.put(
    ACCOUNTING_SETTINGS_PATH,
    {
      config: { permission: 'billing:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves the SAC code and the Tally company and ledger names',
        body: accountingSettingsSchema,
        response: { 200: accountingSettingsResponseSchema },
      },
    },
    async (request) => settings.updateAccounting(request.body, await request.actor()),
  );
};
