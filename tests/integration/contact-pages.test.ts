// The footer's contact details and the short pages (docs/product.md#storefront): who may read and
// save them, the messages a bad save gets, https-only social links, and page text that stays text
// (in the API and in the page the server writes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#server/db/schema.ts';
import { DEMO_CONTACT } from '#server/seed/seed.ts';
import { CONTACT_MESSAGES, type ContactPages } from '#shared/api/settings.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { defaultPageTexts } from '#shared/shop-pages/default-pages.ts';
import { PAGE_SLUGS } from '#shared/shop-pages/shop-pages.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let webRoot: string;
let admin: string;
let manager: string;
let staff: string;
let customer: string;

const valid: ContactPages = {
  contact: {
    phone: '+91 98765 43210',
    whatsApp: '98765 43210',
    email: 'hello@chaiexpress.in',
    instagram: 'https://www.instagram.com/chaiexpress',
    facebook: '',
    x: '',
    youtube: 'https://www.youtube.com/@chaiexpress',
    grievanceName: 'Meera Joshi',
    grievanceEmail: 'complaints@chaiexpress.in',
  },
  pages: {
    about: 'We brew chai in Lohegaon.\n\nSince 2019.',
    terms: 'Pay at the door.',
    privacy: 'We keep your phone number to sign you in.',
    refunds: 'Cancel before we accept it.',
  },
};

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.81.${++nextAddress % 250}.1` });
const save = (cookie: string | undefined, body: object) =>
  // Many of the bodies are ones the route must refuse.
  call('PUT /api/admin/settings/pages', { cookie, body: body as never });
const withContact = (contact: Partial<ContactPages['contact']>) => ({
  ...valid,
  contact: { ...valid.contact, ...contact },
});

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-pages-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  t = await createTestApp({ webRoot });
  [admin, manager, staff, customer] = await Promise.all([
    sessionFor(t, 'admin'),
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
    sessionFor(t, 'user'),
  ]);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('before anything is saved', () => {
  it('shows the demo shop’s contact details and the starting page texts', async () => {
    expect((await call('GET /api/settings')).json().contact).toEqual(DEMO_CONTACT);
    const refunds = await call('GET /api/pages/:slug', { params: { slug: 'refunds' } });
    expect(refunds.statusCode).toBe(200);
    expect(refunds.json()).toMatchObject({
      slug: 'refunds',
      title: 'Refund Policy',
      text: defaultPageTexts(false).refunds,
    });
  });

  it('answers 400 for a page that does not exist', async () => {
    expect((await call('GET /api/pages/:slug', { params: { slug: 'careers' } })).statusCode).toBe(400);
  });
});

describe('who may read and save', () => {
  it('lets managers and admins save; staff, customers and guests are refused', async () => {
    expect((await save(undefined, valid)).statusCode).toBe(401);
    expect((await save(customer, valid)).statusCode).toBe(403);
    expect((await save(staff, valid)).statusCode).toBe(403);
    expect((await call('GET /api/admin/settings/pages', { cookie: staff })).statusCode).toBe(403);
    const saved = await save(manager, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...valid, policyWarning: null });
    expect((await save(admin, valid)).statusCode).toBe(200);
    expect((await call('GET /api/admin/settings/pages', { cookie: manager })).json()).toEqual({
      ...valid,
      policyWarning: null,
    });
  });

  it('shows what was saved to every visitor', async () => {
    await save(manager, valid);
    expect((await call('GET /api/settings')).json().contact).toEqual(valid.contact);
    expect((await call('GET /api/pages/:slug', { params: { slug: 'about' } })).json().text).toBe(
      valid.pages.about,
    );
  });

  it('answers the pages from memory, uncounted: many reads from one address cost no query and no 429', async () => {
    await save(manager, valid);
    await call('GET /api/pages/:slug', { params: { slug: 'about' } });
    // A write behind the service's back: a page read that went to the database would show it.
    await t.database.db
      .update(siteSettings)
      .set({ pageTexts: { ...valid.pages, terms: 'Changed in the database.' } });
    const ip = '10.82.0.1';
    for (let i = 0; i < RATE_LIMITS.api.max + 20; i++) {
      const slug = PAGE_SLUGS[i % PAGE_SLUGS.length]!;
      const res = await t.app.inject({ url: `/api/pages/${slug}`, remoteAddress: ip });
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
      expect(res.json().text).toBe(valid.pages[slug]);
    }
    // A save through the service drops the copy: the next read has the new text.
    await save(manager, { ...valid, pages: { ...valid.pages, terms: 'New terms.' } });
    expect((await call('GET /api/pages/:slug', { params: { slug: 'terms' } })).json().text).toBe(
      'New terms.',
    );
  });
});

describe('validation', () => {
  it.each([
    ['a javascript: address', { instagram: 'javascript:alert(1)' }, 'contact.instagram'],
    ['a data: address', { facebook: 'data:text/html,<b>hi</b>' }, 'contact.facebook'],
    ['a plain http address', { x: 'http://x.com/chai' }, 'contact.x'],
    ['an address with a quote', { youtube: 'https://youtube.com/"onmouseover=' }, 'contact.youtube'],
  ])('refuses %s for a social link', async (_name, contact, field) => {
    const res = await save(manager, withContact(contact));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(CONTACT_MESSAGES.https);
  });

  it('refuses a phone, WhatsApp number or e-mail that is not one', async () => {
    const res = await save(manager, withContact({ phone: 'call me', whatsApp: '12ab', email: 'chai@' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'contact.phone': CONTACT_MESSAGES.phone,
      'contact.whatsApp': CONTACT_MESSAGES.whatsApp,
      'contact.email': CONTACT_MESSAGES.email,
    });
  });

  it('refuses an empty page and one over 4,000 characters', async () => {
    const res = await save(manager, {
      ...valid,
      pages: { ...valid.pages, terms: '  ', privacy: 'x'.repeat(4001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'pages.terms': CONTACT_MESSAGES.pageRequired,
      'pages.privacy': CONTACT_MESSAGES.pageTooLong,
    });
  });
});

describe('page text stays text', () => {
  const markup = '<script>alert("owned")</script><img src=x onerror=alert(1)>';

  it('is stored and answered as typed, and written into the page escaped', async () => {
    expect((await save(manager, { ...valid, pages: { ...valid.pages, privacy: markup } })).statusCode).toBe(
      200,
    );
    expect((await call('GET /api/pages/:slug', { params: { slug: 'privacy' } })).json().text).toBe(markup);
    const page = await call.url('GET', '/privacy');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    const boot = JSON.parse(
      /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(page.body)![1]!,
    );
    expect(boot.page).toMatchObject({ slug: 'privacy', text: markup });
  });

  it('serves the contact page with the saved contact details in its data', async () => {
    await save(manager, valid);
    const page = await call.url('GET', '/contact');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('hello@chaiexpress.in');
  });
});
