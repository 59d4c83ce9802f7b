// Vouchers in Tally's XML import format (docs/product.md#tally-export): the envelope Tally takes
// at Import > Transactions, or posted to its port. The layout is Tally's own, looked up, not
// invented: ENVELOPE > HEADER > TALLYREQUEST 'Import Data', BODY > IMPORTDATA > REQUESTDESC
// (REPORTNAME 'Vouchers', STATICVARIABLES > SVCURRENTCOMPANY) and REQUESTDATA > TALLYMESSAGE >
// VOUCHER VCHTYPE ACTION="Create" OBJVIEW="Accounting Voucher View" with DATE as yyyymmdd,
// VOUCHERTYPENAME, PERSISTEDVIEW and one ALLLEDGERENTRIES.LIST per ledger (LEDGERNAME,
// ISDEEMEDPOSITIVE, ISPARTYLEDGER, AMOUNT), from Tally's developer reference 'Understanding
// Integration - Transactions' (help.tallysolutions.com/developer-reference/introduction/
// understanding-integration-transactions/). Sign: a debit is ISDEEMEDPOSITIVE Yes with a negative
// AMOUNT, a credit No with a positive one, as Tally writes its own exports, so a voucher's
// AMOUNTs add up to zero.
import { rupeesCell } from '#server/http/csv-cells.ts';
import type { Voucher } from './tally-vouchers.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * The characters XML 1.0 allows in no document, escaped or not (its Char production): the C0
 * controls but tab, line feed and carriage return, and U+FFFE and U+FFFF. One in a ledger name or
 * a narration would make the whole file unreadable, so they are dropped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the control characters XML forbids is the point.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Paise as Tally's amount, '-105.00': the CSV's amount cell is written the same way. */
const tallyAmount = rupeesCell;

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function voucherXml(v: Voucher): string {
  const party = v.entries.find((e) => e.party);
  const lines = [
    `<VOUCHER VCHTYPE="${escapeXml(v.type)}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    tag('DATE', v.date.replaceAll('-', '')),
    tag('VOUCHERTYPENAME', v.type),
    ...(v.number ? [tag('VOUCHERNUMBER', v.number)] : []),
    ...(v.reference ? [tag('REFERENCE', v.reference)] : []),
    ...(party ? [tag('PARTYLEDGERNAME', party.ledger)] : []),
    tag('PERSISTEDVIEW', 'Accounting Voucher View'),
    tag('NARRATION', v.narration),
    ...v.entries.map((e) =>
      [
        '<ALLLEDGERENTRIES.LIST>',
        tag('LEDGERNAME', e.ledger),
        tag('ISDEEMEDPOSITIVE', e.paise < 0 ? 'Yes' : 'No'),
        tag('ISPARTYLEDGER', e.party ? 'Yes' : 'No'),
        tag('AMOUNT', tallyAmount(e.paise)),
        '</ALLLEDGERENTRIES.LIST>',
      ].join('\n'),
    ),
    '</VOUCHER>',
  ];
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF">\n${lines.join('\n')}\n</TALLYMESSAGE>`;
}

export function tallyXml(input: {
  company: string;
  /** Written as a comment at the top: the days and the time zone the vouchers cover. */
  period: string;
  vouchers: readonly Voucher[];
}): string {
  const company = input.company.trim();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${escapeXml(input.period).replaceAll('--', '- -')} -->`,
    '<ENVELOPE>',
    '<HEADER>',
    tag('TALLYREQUEST', 'Import Data'),
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    tag('REPORTNAME', 'Vouchers'),
    company ? `<STATICVARIABLES>\n${tag('SVCURRENTCOMPANY', company)}\n</STATICVARIABLES>` : '',
    '</REQUESTDESC>',
    '<REQUESTDATA>',
    ...input.vouchers.map(voucherXml),
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ]
    .filter((l) => l !== '')
    .join('\n')
    .concat('\n');
}
