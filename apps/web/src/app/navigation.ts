/**
 * Moving to another page without a hard reload, whether the router is there yet or not: the
 * sign-in page runs without it (decision 029) and starts the full app on the first move.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;

let navigateWith: Navigate | undefined;
let startApp: Navigate | undefined;

/** Set by the full app once its router exists. */
export function setRouterNavigate(navigate: Navigate): void {
  navigateWith = navigate;
}

/** Set by the sign-in page running alone: starts the full app at `to`. */
export function setAppStarter(start: Navigate): void {
  startApp = start;
}

/** Goes to `to` through the router, or starts the full app there when it is not running yet. */
export async function appNavigate(to: string, options: { replace?: boolean } = {}): Promise<void> {
  if (navigateWith) return navigateWith(to, options);
  if (startApp) return startApp(to, options);
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
