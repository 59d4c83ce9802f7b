// Do the saved Terms of Service and Refund Policy still match how the shop takes payment
// (docs/product.md#settings)? A plain phrase check, not a reading of the law: it looks for the
// sentences the starting texts of the other set-up use (and their usual variants), and, with online
// payment on, for a Refund Policy that never mentions paying online. The owner is warned, never
// stopped: the texts are theirs.
import type { PageSlug } from './shop-pages.ts';
import { PAGE_TITLES } from './shop-pages.ts';

type PolicySlug = Extract<PageSlug, 'terms' | 'refunds'>;
const POLICIES: readonly PolicySlug[] = ['terms', 'refunds'];

/** With online payment on, these say every order is paid at the door, or that nothing is refunded. */
export const DOOR_ONLY_PHRASES = [
  'nothing to refund',
  'no refunds',
  'no refund is',
  'not refundable',
  'non-refundable',
  'paid at the door',
  'pay at the door only',
  'cash on delivery only',
  'only cash on delivery',
  'every order is paid',
  'all orders are paid',
  'we do not take payment online',
  'we do not accept online payment',
] as const;

/** With online payment off, these promise paying online or refunds to a card, UPI account or bank. */
export const ONLINE_PHRASES = [
  'paid online',
  'pay online',
  'paying online',
  'online payment',
  'payment online',
  'online when you place',
  'online refund',
  'refunded online',
  'refunded in full to',
  'refund to your card',
  'refund to the card',
  'refund starts',
  'working days',
] as const;

export type PolicyFinding = { slug: PolicySlug; phrase: string } | { slug: 'refunds'; phrase: null };

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ');

/**
 * What in the saved texts contradicts the payment set-up: a phrase found on a page, or (online
 * payment on) a Refund Policy that does not mention paying online at all (phrase null).
 */
export function policyFindings(pages: Record<PolicySlug, string>, onlinePayments: boolean): PolicyFinding[] {
  const phrases: readonly string[] = onlinePayments ? DOOR_ONLY_PHRASES : ONLINE_PHRASES;
  const findings: PolicyFinding[] = [];
  for (const slug of POLICIES) {
    const text = normalised(pages[slug]);
    const phrase = phrases.find((p) => text.includes(p));
    if (phrase) findings.push({ slug, phrase });
  }
  const refundsFound = findings.some((f) => f.slug === 'refunds');
  if (onlinePayments && !refundsFound && !normalised(pages.refunds).includes('online'))
    findings.push({ slug: 'refunds', phrase: null });
  return findings;
}

/** The warning the Settings form and the dashboard show, or null when the texts match. */
export function policyTextWarning(pages: Record<PolicySlug, string>, onlinePayments: boolean): string | null {
  const findings = policyFindings(pages, onlinePayments);
  if (findings.length === 0) return null;
  const said = findings.map((f) =>
    f.phrase === null
      ? `your ${PAGE_TITLES[f.slug]} never mentions paying online`
      : `your ${PAGE_TITLES[f.slug]} says “${f.phrase}”`,
  );
  return onlinePayments
    ? `Online payment is on, but ${said.join(' and ')}: say how orders paid online are refunded, and when.`
    : `Online payment is off, but ${said.join(' and ')}: customers pay at the door or the counter, so remove what promises online payment or online refunds.`;
}
