// What the pages say until a manager writes their own: short, honest, and promising only what the
// software does. Terms and refunds follow the payment set-up: paying at the door or the counter
// only, or online too (a prepaid order cancelled is refunded in full through the gateway).
import type { Contact, GrievanceContact } from '../api/settings.ts';
import type { PageSlug } from './shop-pages.ts';

const ABOUT = [
  'Chai Express is a small chai and snacks kitchen in Lohegaon, Pune.',
  'We brew every cup when you order it: masala chai, ginger chai, cold coffee, and the snacks that go with them. Our riders bring it to your door while it is still hot.',
  'Thank you for ordering from a local kitchen.',
].join('\n\n');

const PRIVACY = [
  'We keep what we need to deliver your order: your name, phone number, delivery addresses and your order history.',
  'Your phone number is used to sign you in with a one-time code and to reach you about an order. We do not sell your details or send you marketing messages.',
  'To have your account and details removed, choose Delete my account in the account menu, or contact us.',
].join('\n\n');

const AREA_AND_PRICES =
  'Prices, delivery fees and the minimum order are the ones shown at checkout. We deliver only inside our delivery area and during our opening hours.';

const AT_THE_DOOR: Record<'terms' | 'refunds', string> = {
  terms: [
    'By placing an order you agree to pay the total shown at checkout, in cash, by card or by UPI when your order arrives or when you pick it up.',
    AREA_AND_PRICES,
  ].join('\n\n'),
  refunds: [
    'You can cancel an order from My orders until the shop accepts it.',
    'You pay when your order arrives or at pickup, so a cancelled order costs you nothing and there is nothing to refund.',
    'If something in your order is wrong or missing, contact us and we will make it right.',
  ].join('\n\n'),
};

const WITH_ONLINE: Record<'terms' | 'refunds', string> = {
  terms: [
    'By placing an order you agree to pay the total shown at checkout: online when you place the order, or in cash, by card or by UPI when it arrives or when you pick it up, as you choose at checkout.',
    'An order paid online reaches the kitchen once the payment is confirmed; an order not paid within the time the payment page shows is cancelled and costs you nothing.',
    AREA_AND_PRICES,
  ].join('\n\n'),
  refunds: [
    'You can cancel an order from My orders until the shop accepts it.',
    'An order you paid online and cancel, or that we cancel, is refunded in full to the card, UPI account or bank you paid from. The refund starts at once and usually reaches you in 5-7 working days.',
    'An order you pay at the door or at pickup costs you nothing when cancelled.',
    'If something in your order is wrong or missing, contact us: we will make it right, or refund that part of an order paid online.',
  ].join('\n\n'),
};

/** The starting texts for a shop that takes payment online (`onlinePayments`) or only at the door. */
export function defaultPageTexts(onlinePayments: boolean): Record<PageSlug, string> {
  return { about: ABOUT, privacy: PRIVACY, ...(onlinePayments ? WITH_ONLINE : AT_THE_DOOR) };
}

/** No phone, e-mail or social page until a manager enters them: nothing made up is ever shown. */
export const EMPTY_CONTACT: Contact = {
  phone: '',
  whatsApp: '',
  email: '',
  instagram: '',
  facebook: '',
  x: '',
  youtube: '',
  grievanceName: '',
  grievanceEmail: '',
};

/**
 * Who the policies name for complaints: the named officer, or the shop's owner until one is named;
 * their e-mail, or the shop's; the shop's phone.
 */
export function grievanceContact(contact: Contact): GrievanceContact {
  return {
    name: contact.grievanceName || 'The shop’s owner',
    email: contact.grievanceEmail || contact.email,
    phone: contact.phone,
  };
}
