import { landing, session as sessionGroup } from '@mealflow/sdk/storefront';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { PageLoading } from '../../shared/layout/Layout';
import { LoginFlow } from '../login';
import styles from './MobileOrder.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/**
 * `/dashboard/mobile/ta/login` (personal-cabinet §2.2): the login of the smartphone order flow — the
 * login machine's phone and SMS steps, then the flow's first step (`MOBILE_TA_LOGIN_NEXT`); a
 * client already logged in goes there at once.
 */
export default function MobileTaLoginPage() {
  const { session } = useRuntime();
  const [, navigate] = useLocation();
  const status = useActorValue(session, sessionGroup.sessionGate);
  useEffect(() => {
    if (status === 'in') navigate(landing.MOBILE_TA_LOGIN_NEXT, { replace: true });
  }, [status, navigate]);
  if (status !== 'out') return <PageLoading />;
  return (
    <section className={styles['page']} aria-label={landing.MOBILE_ORDER_TEXTS.loginTitle}>
      <LoginFlow input={{ next: landing.MOBILE_TA_LOGIN_NEXT, numberPicksCountry: true }} />
    </section>
  );
}
