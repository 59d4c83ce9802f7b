// What a customer's order messages say, in each language the storefront speaks
// (docs/product.md#languages). The SMS texts are DLT templates: fixed words around the variables,
// registered word for word (README's tables), so a text here changes only with its registered
// template. English is the source; the staff's and riders' messages stay English (order-messages.ts).

import type { Language } from '#shared/i18n/languages.ts';
import { formatRupees } from '#shared/money.ts';

/** One message: the SMS text after the brand, and the push notification's title and line. */
export type Said = { sms: string; title: string; body: string };

export type CustomerWords = {
  /** Who brings the order when no rider of the shop is recorded (the SMS variable is always filled). */
  ourRider: string;
  /** The cancel reason when the shop gave none. */
  noReason: string;
  /** An amount as this language's SMS says it (an English SMS stays GSM: 'Rs. 50'). */
  smsAmount(paise: number): string;
  /** `time`: an order for later's slot ('4:30 PM'): the push says it instead of "making it now". */
  accepted(order: string, time?: string): Said;
  /** `rider` is the SMS variable; `said` the rider's first name as the push says it, when recorded. */
  outForDelivery(order: string, rider: string, said: string | undefined): Said;
  readyForPickup(order: string): Said;
  delivered(order: string, pickup: boolean): Said;
  /** `reason` is the shortened SMS variable, `whole` the reason as typed (its end stop taken off). */
  cancelled(order: string, reason: string, whole: string): Said;
  refundStarted(order: string, amount: string, paise: number): Said;
};

const english: CustomerWords = {
  ourRider: 'our rider',
  noReason: 'the shop could not make it',
  // The rupee sign is not GSM: one in the text makes the whole SMS Unicode.
  smsAmount: (paise) => formatRupees(paise).replace('₹', 'Rs. '),
  accepted: (order, time) => ({
    sms: `your order ${order} is accepted. We're making it now.`,
    title: `Order ${order} accepted`,
    body: time ? `Scheduled for ${time}.` : "We're making it now.",
  }),
  outForDelivery: (order, rider, said) => ({
    sms: `your order ${order} is out for delivery with ${rider}.`,
    title: `Order ${order} is on its way`,
    body: said ? `${said} is bringing your order.` : 'Your order is out for delivery.',
  }),
  readyForPickup: (order) => ({
    sms: `your order ${order} is ready for pickup at the counter.`,
    title: `Order ${order} is ready`,
    body: 'Collect it at the counter.',
  }),
  delivered: (order, pickup) => ({
    sms: `your order ${order} is complete. Thank you!`,
    title: `Order ${order} ${pickup ? 'collected' : 'delivered'}`,
    body: 'Thank you! Enjoy your chai. Tap to rate your order.',
  }),
  cancelled: (order, reason, whole) => ({
    sms: `sorry, your order ${order} was cancelled: ${reason}.`,
    title: `Order ${order} cancelled`,
    body: `Sorry, we cancelled it: ${whole}.`,
  }),
  refundStarted: (order, amount, paise) => ({
    sms: `a refund of ${amount} for order ${order} has started. It reaches you in 5-7 working days.`,
    title: `Refund started for ${order}`,
    body: `${formatRupees(paise)} reaches your account in 5-7 working days.`,
  }),
};

// Hindi as a shop's SMS reads: 'आप', the common loanwords (ऑर्डर, डिलीवरी, रिफंड, काउंटर) rather
// than formal coinages, the danda to end a sentence.
const hindi: CustomerWords = {
  ourRider: 'हमारे राइडर',
  noReason: 'दुकान इसे नहीं बना पाई',
  // The SMS is Unicode already (Devanagari): the rupee sign costs nothing more.
  smsAmount: formatRupees,
  accepted: (order, time) => ({
    sms: `आपका ऑर्डर ${order} स्वीकार हो गया है। हम इसे अभी बना रहे हैं।`,
    title: `ऑर्डर ${order} स्वीकार हो गया`,
    body: time ? `${time} के लिए तय।` : 'हम इसे अभी बना रहे हैं।',
  }),
  outForDelivery: (order, rider, said) => ({
    sms: `आपका ऑर्डर ${order} डिलीवरी के लिए निकल चुका है, ${rider} ला रहे हैं।`,
    title: `ऑर्डर ${order} रास्ते में है`,
    body: said ? `${said} आपका ऑर्डर ला रहे हैं।` : 'आपका ऑर्डर डिलीवरी के लिए निकल चुका है।',
  }),
  readyForPickup: (order) => ({
    sms: `आपका ऑर्डर ${order} तैयार है, काउंटर से ले लीजिए।`,
    title: `ऑर्डर ${order} तैयार है`,
    body: 'काउंटर से ले लीजिए।',
  }),
  delivered: (order, pickup) => ({
    sms: `आपका ऑर्डर ${order} पूरा हुआ। धन्यवाद!`,
    title: `ऑर्डर ${order} ${pickup ? 'ले लिया गया' : 'पहुँच गया'}`,
    body: 'धन्यवाद! अपनी चाय का आनंद लीजिए। ऑर्डर को रेटिंग देने के लिए टैप करें।',
  }),
  cancelled: (order, reason, whole) => ({
    sms: `माफ़ कीजिए, आपका ऑर्डर ${order} रद्द कर दिया गया है: ${reason}।`,
    title: `ऑर्डर ${order} रद्द`,
    body: `माफ़ कीजिए, हमने इसे रद्द कर दिया: ${whole}।`,
  }),
  refundStarted: (order, amount, paise) => ({
    sms: `ऑर्डर ${order} के ${amount} का रिफंड शुरू हो गया है। यह 5-7 कार्य दिवसों में आपके खाते में पहुँच जाएगा।`,
    title: `ऑर्डर ${order} का रिफंड शुरू`,
    body: `${formatRupees(paise)} 5-7 कार्य दिवसों में आपके खाते में पहुँच जाएगा।`,
  }),
};

// Marathi: 'तुम्ही', ऑर्डर as feminine (तुमची ऑर्डर, ती), the full stop as Marathi writes it.
const marathi: CustomerWords = {
  ourRider: 'आमचे रायडर',
  noReason: 'दुकान ती बनवू शकले नाही',
  smsAmount: formatRupees,
  accepted: (order, time) => ({
    sms: `तुमची ऑर्डर ${order} स्वीकारली आहे. आम्ही ती आत्ता बनवत आहोत.`,
    title: `ऑर्डर ${order} स्वीकारली`,
    body: time ? `${time} साठी ठरवले.` : 'आम्ही ती आत्ता बनवत आहोत.',
  }),
  outForDelivery: (order, rider, said) => ({
    sms: `तुमची ऑर्डर ${order} डिलिव्हरीसाठी निघाली आहे, ${rider} घेऊन येत आहेत.`,
    title: `ऑर्डर ${order} वाटेत आहे`,
    body: said ? `${said} तुमची ऑर्डर घेऊन येत आहेत.` : 'तुमची ऑर्डर डिलिव्हरीसाठी निघाली आहे.',
  }),
  readyForPickup: (order) => ({
    sms: `तुमची ऑर्डर ${order} तयार आहे, काउंटरवरून घेऊन जा.`,
    title: `ऑर्डर ${order} तयार आहे`,
    body: 'काउंटरवरून घेऊन जा.',
  }),
  delivered: (order, pickup) => ({
    sms: `तुमची ऑर्डर ${order} पूर्ण झाली. धन्यवाद!`,
    title: `ऑर्डर ${order} ${pickup ? 'घेतली' : 'पोहोचली'}`,
    body: 'धन्यवाद! चहाचा आनंद घ्या. ऑर्डरला रेटिंग देण्यासाठी टॅप करा.',
  }),
  cancelled: (order, reason, whole) => ({
    sms: `क्षमस्व, तुमची ऑर्डर ${order} रद्द केली आहे: ${reason}.`,
    title: `ऑर्डर ${order} रद्द`,
    body: `क्षमस्व, आम्ही ती रद्द केली: ${whole}.`,
  }),
  refundStarted: (order, amount, paise) => ({
    sms: `ऑर्डर ${order} चा ${amount} रिफंड सुरू झाला आहे. तो 5-7 कामकाजाच्या दिवसांत तुमच्या खात्यात जमा होईल.`,
    title: `ऑर्डर ${order} चा रिफंड सुरू`,
    body: `${formatRupees(paise)} 5-7 कामकाजाच्या दिवसांत तुमच्या खात्यात जमा होईल.`,
  }),
};

export const CUSTOMER_WORDS: Record<Language, CustomerWords> = { en: english, hi: hindi, mr: marathi };
