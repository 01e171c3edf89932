import { useCallback } from 'react';
import { paths } from '#src/config/paths.ts';
import { appNavigate } from '../navigation.ts';

/** After the tokens are stored: authorize the session and go to the fields page. */
export function useCompleteSignIn(): () => Promise<void> {
  return useCallback(async () => {
    const { authorize } = await import('./authorize.ts');
    await authorize(null);
    await appNavigate(paths.fields.map.getHref(), { replace: true });
  }, []);
}
