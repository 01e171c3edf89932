import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { appNavigate } from '#src/app/navigation.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link inside the app that works with or without the router (the sign-in page has none):
 * a plain left click moves without a reload; other clicks (new tab…) are the browser's.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const isPlain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlain || rest.target) return;
    event.preventDefault();
    void appNavigate(to);
  }
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
