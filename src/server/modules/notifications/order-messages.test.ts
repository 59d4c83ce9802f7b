// What the order SMS's variables carry: GSM 7-bit text only where a stand-in exists (a '₹' or a
// curly quote would make the whole SMS Unicode or miss its DLT template), at most 30 characters,
// shortened at a word with '...', never through one.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '#shared/notifications.ts';
import { isGsmBasic } from './gsm-text.ts';
import { orderMessage, smsAmount, toDltVariable } from './order-messages.ts';

const facts = { id: 'o1', orderNumber: 'KCH000123', totalPaise: 12_550, orderType: 'delivery' as const };

describe('order SMS variables', () => {
  it('says amounts in rupees without the rupee sign', () => {
    expect(smsAmount(5_000)).toBe('Rs. 50');
    expect(smsAmount(125_050)).toBe('Rs. 1,250.50');
    const refund = orderMessage('refund_started', facts, { amountPaise: 5_000 });
    expect(refund.variables.amount).toBe('Rs. 50');
    expect(refund.text).toContain('a refund of Rs. 50 for order KCH000123');
    // The push notification is not an SMS: it keeps the sign.
    expect(refund.push.body).toBe('₹50 reaches your account in 5-7 working days.');
  });

  it('asks for a rating in the delivered push, which opens My orders; the SMS keeps its DLT template', () => {
    const delivered = orderMessage('order_delivered', facts);
    expect(delivered.push).toMatchObject({
      body: 'Thank you! Enjoy your chai. Tap to rate your order.',
      url: '/?orders=open',
    });
    expect(delivered.text).toBe('Chai Express: your order KCH000123 is complete. Thank you!');
    expect(orderMessage('order_delivered', facts, {}, 'hi').push.body).toContain('रेटिंग');
    expect(orderMessage('order_delivered', facts, {}, 'mr').push.body).toContain('रेटिंग');
  });

  it('says an order for later its slot in the accepted push and the staff alert; the SMS keeps its template', () => {
    const later = { ...facts, scheduledTime: '4:30 PM' };
    const accepted = orderMessage('order_accepted', later);
    expect(accepted.push.body).toBe('Scheduled for 4:30 PM.');
    expect(accepted.text).toBe(orderMessage('order_accepted', facts).text);
    expect(orderMessage('order_accepted', later, {}, 'hi').push.body).toBe('4:30 PM के लिए तय।');
    expect(orderMessage('order_accepted', later, {}, 'mr').push.body).toBe('4:30 PM साठी ठरवले.');
    expect(orderMessage('order_placed', later).push.body).toBe('₹125.50 · Delivery · For 4:30 PM');
    expect(orderMessage('order_accepted', facts).push.body).toBe("We're making it now.");
  });

  it("names the rider who took the order out, by first name, and 'our rider' when none is recorded", () => {
    const withRider = orderMessage('order_out_for_delivery', { ...facts, riderName: 'Ravi Shinde' });
    expect(withRider.text).toBe('Chai Express: your order KCH000123 is out for delivery with Ravi.');
    expect(withRider.variables).toEqual({ order: 'KCH000123', rider: 'Ravi' });
    expect(withRider.push.body).toBe('Ravi is bringing your order.');
    const without = orderMessage('order_out_for_delivery', facts);
    expect(without.variables.rider).toBe('our rider');
    expect(without.push.body).toBe('Your order is out for delivery.');
    // A long first name still fits its DLT variable.
    const long = orderMessage('order_out_for_delivery', {
      ...facts,
      riderName: 'Venkatanarasimharajuvaripeta K',
    });
    expect(long.variables.rider?.length).toBeLessThanOrEqual(30);
  });

  it('shortens a long reason at a word, with an ellipsis, and swaps typographic characters', () => {
    const reason = toDltVariable('We’re out of milk – the delivery van broke down today');
    expect(reason).toBe("We're out of milk - the...");
    expect(reason.length).toBeLessThanOrEqual(30);
    // Exactly 30 fits as it is; a word ending right at the room is kept whole.
    expect(toDltVariable('a'.repeat(30))).toBe('a'.repeat(30));
    expect(toDltVariable(`${'a'.repeat(27)} more words`)).toBe(`${'a'.repeat(27)}...`);
    // Only a first word longer than the room has to be cut inside.
    expect(toDltVariable('A'.repeat(40))).toBe(`${'A'.repeat(27)}...`);
    expect(toDltVariable('“Closed” … ₹0')).toBe('"Closed" ... Rs. 0');
    // é, è and à are GSM letters and stay; ê and ç are not, and lose their accents.
    expect(toDltVariable('Crêpe à la façon · 2× {café}')).toBe('Crepe à la facon - 2x (café)');
    expect(toDltVariable('Sorry 🙏🏽 rain 🌧️ today')).toBe('Sorry rain today');
    // Cut by characters, never through one: a cut of emoji-laden text stays whole.
    expect(toDltVariable(`${'a'.repeat(20)}😀 tail and more`)).toBe(`${'a'.repeat(20)} tail...`);
    const cancelled = orderMessage('order_cancelled', facts, { reason: 'Out of milk… ‘sorry’' });
    expect(cancelled.variables.reason).toBe("Out of milk... 'sorry'");
    // Every variable of every message stays in the GSM basic set.
    for (const kind of NOTIFICATION_KINDS) {
      const message = orderMessage(kind, facts, { reason: 'Out of milk – sorry', amountPaise: 5_000 });
      for (const [name, value] of Object.entries(message.variables))
        expect(isGsmBasic(value), `${kind} ${name}: ${value}`).toBe(true);
    }
  });

  it('never cuts a 200-character reason inside a word: the SMS ends at a word with ..., the push says it whole', () => {
    const words =
      'The delivery van broke down near Viman Nagar and our only rider is stuck in traffic, so we cannot bring your chai today; we are very sorry, please order again tomorrow or collect it at the counter.';
    const reason = `${words} Thanks`.slice(0, 200);
    expect(reason).toHaveLength(200);
    const message = orderMessage('order_cancelled', facts, { reason });
    const sent = message.variables.reason ?? '';
    expect(sent.length).toBeLessThanOrEqual(30);
    expect(sent).toBe('The delivery van broke down...');
    // What is kept is whole words of the reason, in order.
    const kept = sent.replace(/\.\.\.$/, '');
    expect(reason.startsWith(kept)).toBe(true);
    expect(reason.split(' ')).toContain(kept.split(' ').at(-1));
    expect(message.text).toBe(
      'Chai Express: sorry, your order KCH000123 was cancelled: The delivery van broke down....',
    );
    expect(message.push.body).toBe(`Sorry, we cancelled it: ${reason.replace(/[.!]+$/, '')}.`);
  });

  it('sends every variable its template shows, with or without the details the change left', () => {
    expect(orderMessage('order_cancelled', facts).variables).toEqual({
      order: 'KCH000123',
      reason: 'the shop could not make it',
    });
    expect(orderMessage('refund_started', facts).variables).toEqual({
      order: 'KCH000123',
      amount: 'Rs. 125.50',
    });
  });

  it('keeps a reason typed in another script as typed (a Unicode template is the shop’s choice)', () => {
    expect(toDltVariable('दूध संपले')).toBe('दूध संपले');
  });
});

describe('order messages in the language the customer ordered in', () => {
  const marathi = { ...facts, language: 'mr' as const };
  const hindi = { ...facts, language: 'hi' as const };

  it('says each customer message in Marathi and Hindi, SMS and push alike', () => {
    const mr = orderMessage('order_accepted', marathi);
    expect(mr.text).toBe('Chai Express: तुमची ऑर्डर KCH000123 स्वीकारली आहे. आम्ही ती आत्ता बनवत आहोत.');
    expect(mr.push).toMatchObject({ title: 'ऑर्डर KCH000123 स्वीकारली', body: 'आम्ही ती आत्ता बनवत आहोत.' });
    const hi = orderMessage('order_accepted', hindi);
    expect(hi.text).toBe('Chai Express: आपका ऑर्डर KCH000123 स्वीकार हो गया है। हम इसे अभी बना रहे हैं।');
    expect(hi.push.title).toBe('ऑर्डर KCH000123 स्वीकार हो गया');
    // The rider unnamed, and a reason the shop did not give, are said in the language too.
    expect(orderMessage('order_out_for_delivery', marathi).variables.rider).toBe('आमचे रायडर');
    expect(orderMessage('order_cancelled', hindi).text).toBe(
      'Chai Express: माफ़ कीजिए, आपका ऑर्डर KCH000123 रद्द कर दिया गया है: दुकान इसे नहीं बना पाई।',
    );
    // A Unicode SMS already: the amount keeps its rupee sign.
    const refund = orderMessage('refund_started', marathi, { amountPaise: 5_000 });
    expect(refund.variables.amount).toBe('₹50');
    expect(refund.text).toContain('ऑर्डर KCH000123 चा ₹50 रिफंड सुरू झाला आहे.');
    // The language may be asked for over the order's (the SMS sender falls back to English).
    expect(orderMessage('order_accepted', marathi, {}, 'en').text).toBe(
      "Chai Express: your order KCH000123 is accepted. We're making it now.",
    );
  });

  it('sends the same variables in every language, so each language’s template is registered alike', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const names = (language: 'en' | 'hi' | 'mr') =>
        Object.keys(
          orderMessage(kind, { ...facts, language }, { reason: 'Out of milk', amountPaise: 5_000 }).variables,
        ).sort();
      expect(names('hi'), kind).toEqual(names('en'));
      expect(names('mr'), kind).toEqual(names('en'));
      // Each text is its own: no customer message is left in English in another language.
      if (kind !== 'order_placed' && kind !== 'delivery_assigned') {
        const en = orderMessage(kind, facts);
        for (const language of ['hi', 'mr'] as const) {
          const said = orderMessage(kind, { ...facts, language });
          expect(said.text, `${kind} ${language}`).not.toBe(en.text);
          expect(said.text, `${kind} ${language}`).toMatch(/[\u0900-\u097F]/);
          expect(said.push.title, `${kind} ${language}`).toMatch(/[\u0900-\u097F]/);
          expect(said.push.body, `${kind} ${language}`).toMatch(/[\u0900-\u097F]/);
        }
      }
    }
  });

  it('keeps the staff’s and riders’ messages in English whatever the customer ordered in', () => {
    expect(orderMessage('order_placed', marathi).push).toEqual(orderMessage('order_placed', facts).push);
    expect(orderMessage('delivery_assigned', hindi).push).toEqual(
      orderMessage('delivery_assigned', facts).push,
    );
  });
});
