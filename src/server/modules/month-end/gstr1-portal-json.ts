// The GSTR-1 summary in the GST portal offline tool's JSON layout (docs/product.md#gstr-1-summary):
// what the accountant opens in the offline tool or uploads, with only the tables a restaurant
// selling to unregistered buyers fills. Keys as the GSTN's GSTR-1 API documents them, looked up,
// not invented:
//   top level   gstin, fp (MMYYYY)
//   b2cs        [{ sply_ty: 'INTRA', rt, typ: 'OE' (not through an e-commerce operator), pos, txval,
//                iamt, camt, samt, csamt }]   (developer.sandbox.co.in/docs/gstr-1-b2cs)
//   hsn         { hsn_b2c: [{ num, hsn_sc, desc, uqc, qty, rt, txval, iamt, camt, samt, csamt }] }
//               Table 12 is split into B2B and B2C supplies from the 05-2025 return period (HSN
//               phase III): the offline tool writes hsn.hsn_b2b and hsn.hsn_b2c, and before that
//               period one hsn.data (github.com/onyb/gst, its files upload-envelope.json and
//               hsn-b2c.json under gstr1/, read from offline tool V3.2.4 and checked against files
//               it wrote; the same keys in resilient-tech/india-compliance gst_returns/fields/gstr1.py
//               after its PR 3222, which cites GSTN's 'Release Notes HSN Bifurcation GSTR1 and 1A'
//               API notes). The tool leaves an empty half out, so a restaurant, whose every sale is
//               to an unregistered buyer, writes hsn_b2c alone. A month before 05-2025 keeps data.
//   doc_issue   { doc_det: [{ doc_num: 1 (invoices for outward supply) | 5 (credit note),
//                docs: [{ num, from, to, totnum, cancel, net_issue }] }] }
//               (developer.sandbox.co.in api-reference gstr-1 documents doc_issue sample)
// Amounts are rupees with at most 2 decimals (numbers, not strings), as in those samples.
import type { Gstr1Summary } from '#shared/api/month-end.ts';

export type Gstr1PortalJson = {
  gstin: string;
  fp: string;
  b2cs: {
    sply_ty: 'INTRA';
    rt: number;
    typ: 'OE';
    pos: string;
    txval: number;
    iamt: number;
    camt: number;
    samt: number;
    csamt: number;
  }[];
  hsn: { hsn_b2c: HsnRow[] } | { data: HsnRow[] };
  doc_issue: {
    doc_det: {
      doc_num: number;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
};

type HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
};

/** The first return period ('YYYY-MM') whose table 12 is split into B2B and B2C. */
export const HSN_SPLIT_FROM = '2025-05';

/** Two decimals at most, without float noise (0.1 + 0.2). */
const money = (rupees: number) => Math.round(rupees * 100) / 100;

/** The summary of a registered shop (the caller refuses one without a GSTIN first). */
export function gstr1PortalJson(
  summary: Gstr1Summary & { shop: { gstin: string; stateCode: string } },
): Gstr1PortalJson {
  const natures = [...new Set(summary.documents.map((d) => d.docNum))].sort((a, b) => a - b);
  const hsnRows = summary.hsn.map<HsnRow>((row, i) => ({
    num: i + 1,
    hsn_sc: row.sac,
    desc: row.description,
    uqc: row.uqc,
    qty: row.quantity,
    rt: row.ratePercent,
    txval: money(row.taxable),
    iamt: money(row.igst),
    camt: money(row.cgst),
    samt: money(row.sgst),
    csamt: money(row.cess),
  }));
  return {
    gstin: summary.shop.gstin,
    fp: summary.fp,
    b2cs: summary.b2cs.map((row) => ({
      sply_ty: 'INTRA',
      rt: row.ratePercent,
      typ: 'OE',
      pos: summary.shop.stateCode,
      txval: money(row.taxable),
      iamt: money(row.igst),
      camt: money(row.cgst),
      samt: money(row.sgst),
      csamt: money(row.cess),
    })),
    // Every sale is B2C (gstr1.ts), so there is no B2B half to write.
    hsn: summary.month >= HSN_SPLIT_FROM ? { hsn_b2c: hsnRows } : { data: hsnRows },
    doc_issue: {
      doc_det: natures.map((docNum) => ({
        doc_num: docNum,
        docs: summary.documents
          .filter((d) => d.docNum === docNum)
          .map((d, i) => ({
            num: i + 1,
            from: d.from,
            to: d.to,
            totnum: d.total,
            cancel: d.cancelled,
            net_issue: d.net,
          })),
      })),
    },
  };
}
