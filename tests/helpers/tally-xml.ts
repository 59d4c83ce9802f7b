// Reads back the Tally XML the month-end export writes (docs/product.md#tally-export), to test it
// as Tally would take it: a small reader for that one layout rather than a dependency. It checks
// the document is well formed (every tag closed in order, no bare & or <), the envelope is an
// 'Import Data' of 'Vouchers', and gives each voucher with its ledger entries, amounts in paise.

export type ParsedEntry = { ledger: string; deemedPositive: boolean; party: boolean; paise: number };
export type ParsedVoucher = {
  type: string;
  date: string;
  number: string | null;
  party: string | null;
  narration: string;
  entries: ParsedEntry[];
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Throws on a tag closed out of order or left open, or text with a bare & or <. */
export function assertWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const text = body.slice(last, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(text))
      throw new Error(`Bad text before ${match[0]}: ${text}`);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong tag`);
  }
  if (body.slice(last).trim() !== '') throw new Error('Text after the root');
  if (stack.length > 0) throw new Error(`Left open: ${stack.join(', ')}`);
}

const field = (xml: string, name: string): string | null => {
  const match = new RegExp(`<${name.replace('.', '\\.')}>([\\s\\S]*?)</${name.replace('.', '\\.')}>`).exec(
    xml,
  );
  return match ? decode(match[1] ?? '') : null;
};

/** '-105.00' as -10500. */
function paiseOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not a Tally amount: ${amount}`);
  const [, sign, rupees = '0', paise = '0'] = match;
  return (sign ? -1 : 1) * (Number(rupees) * 100 + Number(paise));
}

export function parseTallyXml(xml: string): { company: string | null; vouchers: ParsedVoucher[] } {
  assertWellFormed(xml);
  if (field(xml, 'TALLYREQUEST') !== 'Import Data') throw new Error('Not an Import Data request');
  if (field(xml, 'REPORTNAME') !== 'Vouchers') throw new Error('Not a Vouchers import');
  const vouchers = [...xml.matchAll(/<VOUCHER VCHTYPE="([^"]*)"[^>]*>([\s\S]*?)<\/VOUCHER>/g)].map(
    ([, type = '', inner = '']) => ({
      type: decode(type),
      date: field(inner, 'DATE') ?? '',
      number: field(inner, 'VOUCHERNUMBER'),
      party: field(inner, 'PARTYLEDGERNAME'),
      narration: field(inner, 'NARRATION') ?? '',
      entries: [...inner.matchAll(/<ALLLEDGERENTRIES\.LIST>([\s\S]*?)<\/ALLLEDGERENTRIES\.LIST>/g)].map(
        ([, entry = '']) => ({
          ledger: field(entry, 'LEDGERNAME') ?? '',
          deemedPositive: field(entry, 'ISDEEMEDPOSITIVE') === 'Yes',
          party: field(entry, 'ISPARTYLEDGER') === 'Yes',
          paise: paiseOf(field(entry, 'AMOUNT') ?? ''),
        }),
      ),
    }),
  );
  return { company: field(xml, 'SVCURRENTCOMPANY'), vouchers };
}

/** What the vouchers of `type` post to `ledger`, in Tally's sign (credits positive). */
export function ledgerTotal(vouchers: readonly ParsedVoucher[], type: string, ledger: string): number {
  return vouchers
    .filter((v) => v.type === type)
    .flatMap((v) => v.entries)
    .filter((e) => e.ledger === ledger)
    .reduce((sum, e) => sum + e.paise, 0);
}
