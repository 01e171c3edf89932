import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { authorize } from './authorize.ts';

/** After the tokens are stored: authorize the session and go to the fields page. */
export function useCompleteSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await authorize(null);
    await navigate(paths.fields.map.getHref(), { replace: true });
  }, [navigate]);
}
