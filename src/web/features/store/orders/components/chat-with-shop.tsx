// 'Chat with the shop' (docs/product.md#whatsapp-updates): a wa.me link to the shop's WhatsApp
// number from the contact settings, with a first message naming the order. No number, no link:
// the shop's phone is not taken instead, as it may be a landline without WhatsApp.
import { WHATSAPP_TEXTS } from '#shared/come-back/whatsapp.ts';
import { whatsAppHref } from '#shared/shop-pages/contact-links.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

export function ChatWithShop({ orderNumber, className = '' }: { orderNumber: string; className?: string }) {
  const t = useT();
  const number = useSettings().data?.contact.whatsApp;
  if (!number) return null;
  const text = t('Hello! About my order {number}:', { number: orderNumber });
  return (
    <a
      href={`${whatsAppHref(number)}?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-block rounded-lg border border-green-700 px-3 py-1.5 font-semibold text-green-800 hover:bg-green-50 ${className}`}
    >
      {t(WHATSAPP_TEXTS.chatWithShop)}
    </a>
  );
}
