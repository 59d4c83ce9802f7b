// The app's in-page links, in place of react-router's <Link> and <NavLink>. Theirs also render
// prefetch links and view transitions for react-router's framework mode, which this app does not
// use, and since the whole react-router module loads with the storefront, any chunk using them put
// that code in the storefront's first load (2.5 KB gzipped; docs/decisions/005-storefront-first-load.md).
// These keep what the app uses: an <a> with the route's href whose plain clicks navigate in the
// page (modified, middle and target="_blank" clicks are left to the browser, as react-router does).
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A link that knows whether its page is the one shown: aria-current="page" and its active style. */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

/** react-router's rule: the same path, or one below it unless `end`; letter case does not count. */
export function isActivePath(current: string, linked: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const there = linked.toLowerCase();
  if (here === there) return true;
  if (end) return false;
  return here.startsWith(there.endsWith('/') ? there : `${there}/`);
}
