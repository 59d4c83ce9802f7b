// The storefront's delivery terms (lib/pad-total.ts says why they come from the app), loaded the
// first time the pad takes a phone delivery and kept for the page's life.
import { useEffect, useState } from 'react';
import type { DeliveryTermsOf } from '../lib/pad-total.ts';

export function useDeliveryTerms(
  isDelivery: boolean,
  loadDeliveryTerms: () => Promise<{ deliveryTerms: DeliveryTermsOf }>,
): DeliveryTermsOf | undefined {
  const [terms, setTerms] = useState<{ of: DeliveryTermsOf }>();
  useEffect(() => {
    if (!isDelivery || terms) return;
    let current = true;
    // A failed load leaves the fee to the server's answer (the 409 with its total).
    loadDeliveryTerms().then(
      (m) => current && setTerms({ of: m.deliveryTerms }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isDelivery, terms, loadDeliveryTerms]);
  return terms?.of;
}
