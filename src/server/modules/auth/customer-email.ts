// What marks a customer's account: phone sign-up gives it an address in a reserved, undeliverable
// domain (better-auth needs an e-mail). Only customerEmailFor writes that domain and staff e-mails
// are refused in it, so it is the one test of "customer" everywhere: in code (isCustomerEmail) and
// in SQL (CUSTOMER_EMAIL_LIKE). The migration 0002_customers_keep_user_role spells it out too.

const CUSTOMER_EMAIL_DOMAIN = '@customers.chai-express.invalid';

export const customerEmailFor = (phone: string) =>
  `phone-${phone.replace(/\D/g, '')}${CUSTOMER_EMAIL_DOMAIN}`;

export const isCustomerEmail = (email: string) => email.toLowerCase().endsWith(CUSTOMER_EMAIL_DOMAIN);

/** For `lower(email) like ...`: the domain holds no LIKE wildcard ('%' or '_'). */
export const CUSTOMER_EMAIL_LIKE = `%${CUSTOMER_EMAIL_DOMAIN}`;

/** A deleted customer's account, kept for its bills: still a customer's, and tied to no phone. */
export const erasedCustomerEmail = (userId: string) => `deleted-${userId}${CUSTOMER_EMAIL_DOMAIN}`;
