// What the pages say until a manager writes their own: short, honest, and promising only what the
// software does (paying at the door or the counter, cancelling an order not yet accepted, phone sign-in).
import type { Contact } from '../api/settings.ts';
import type { PageSlug } from './shop-pages.ts';

export const DEFAULT_PAGE_TEXTS: Record<PageSlug, string> = {
  about: [
    'Chai Express is a small chai and snacks kitchen in Lohegaon, Pune.',
    'We brew every cup when you order it: masala chai, ginger chai, cold coffee, and the snacks that go with them. Our riders bring it to your door while it is still hot.',
    'Thank you for ordering from a local kitchen.',
  ].join('\n\n'),
  terms: [
    'By placing an order you agree to pay the total shown at checkout, in cash, by card or by UPI when your order arrives or when you pick it up.',
    'Prices, delivery fees and the minimum order are the ones shown at checkout. We deliver only inside our delivery area and during our opening hours.',
  ].join('\n\n'),
  privacy: [
    'We keep what we need to deliver your order: your name, phone number, delivery addresses and your order history.',
    'Your phone number is used to sign you in with a one-time code and to reach you about an order. We do not sell your details or send you marketing messages.',
    'To have your account and details removed, contact us.',
  ].join('\n\n'),
  refunds: [
    'You can cancel an order from My orders until the shop accepts it.',
    'You pay when your order arrives or at pickup, so a cancelled order costs you nothing and there is nothing to refund.',
    'If something in your order is wrong or missing, call us and we will make it right.',
  ].join('\n\n'),
};

/** No phone, e-mail or social page until a manager enters them: nothing made up is ever shown. */
export const EMPTY_CONTACT: Contact = {
  phone: '',
  whatsApp: '',
  email: '',
  instagram: '',
  facebook: '',
  x: '',
  youtube: '',
};
