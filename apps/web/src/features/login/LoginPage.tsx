import { useSelector } from '@xstate/react';
import { useRuntime } from '../../app/RuntimeContext';
import { LoginFlow } from './LoginFlow';

/**
 * /login: the login machine's two screens. On success the session takes the token and the
 * router's guards send the visitor to the saved redirect or the dashboard.
 */
export default function LoginPage() {
  const { session } = useRuntime();
  const cityId = useSelector(session, (s) => s.context.profile?.city_id ?? undefined);
  return <LoginFlow input={cityId ? { cityId } : {}} />;
}
