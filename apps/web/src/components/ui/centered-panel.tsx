import type { ReactNode } from 'react';

type CenteredPanelProps = { children: ReactNode; width?: number };

/**
 * A card centred on the page (sign-in, sign-up). Plain markup rather than antd's Card,
 * which would bring its tabs into the sign-in page's first load.
 */
export function CenteredPanel({ children, width = 420 }: CenteredPanelProps) {
  return (
    <div className="pl-centered">
      <div className="pl-panel" style={{ maxWidth: width }}>
        {children}
      </div>
    </div>
  );
}
