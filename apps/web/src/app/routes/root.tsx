import { Outlet } from 'react-router';
import { RootFrame } from '../root-frame.tsx';

/** The root route of every page: the frame around the matched route. */
export function RootRoute() {
  return (
    <RootFrame>
      <Outlet />
    </RootFrame>
  );
}
