// The cart for React components: its lines as state, and the actions that change them.
import { useStore } from '#web/lib/use-store.ts';
import { cartActions, cartStore } from './cart-state.ts';

export { cartActions };

export const useCartLines = () => useStore(cartStore);
