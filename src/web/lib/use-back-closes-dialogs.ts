// On a phone, Back is how people close things: with a dialog or drawer open it must close it, not
// leave the shop with the cart half filled (docs/product.md#storefront). While
// any of the page's dialogs is open the page holds one extra history entry (same URL): Back pops
// it and the page closes what is open; closing any other way (X, Escape, the backdrop, placing the
// order) takes the entry back off. Dialogs that open one another (cart -> checkout -> sign-in)
// share that one entry: switching between them neither adds nor removes one.
import { useEffect, useRef, useState } from 'react';

const MARK = 'chaiDialog';

/**
 * `open`: whether any dialog is open. `closeOnBack`: what Back does, as the open dialog's own
 * Close would (it may leave another dialog open, such as checkout under the location chooser; the
 * entry is then pushed again).
 */
export function useBackClosesDialogs(open: boolean, closeOnBack: () => void) {
  const pushed = useRef(false);
  // A Back we started ourselves (closed by X): its popstate is not the customer's.
  const ownBack = useRef(false);
  const close = useRef(closeOnBack);
  close.current = closeOnBack;
  const [pops, setPops] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `pops` re-checks after a Back that left a dialog open
  useEffect(() => {
    if (open && !pushed.current && !ownBack.current) {
      window.history.pushState({ ...window.history.state, [MARK]: true }, '');
      pushed.current = true;
    } else if (!open && pushed.current) {
      pushed.current = false;
      ownBack.current = true;
      window.history.back();
    }
  }, [open, pops]);

  useEffect(() => {
    const onPop = () => {
      if (ownBack.current) ownBack.current = false;
      else if (pushed.current) {
        pushed.current = false;
        close.current();
      }
      setPops((n) => n + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
