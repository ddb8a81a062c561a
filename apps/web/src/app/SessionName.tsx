import { formatPhone } from '@mealflow/sdk/domain';
import { session } from '@mealflow/sdk/storefront';
import { Link } from 'wouter';
import styles from '../shared/layout/Layout.module.css';
import type { AppRuntime } from '../shared/runtime/runtime';
import { useActorValue } from '../shared/runtime/useScreenActor';

/**
 * The header's session corner (issue 12, defect 10): the client's name, or their phone in the
 * mask (never '+79163514837'), a link to the cabinet and a logout. In the runtime's chunk so the
 * landing's entry stays free of xstate. While a signed-in visitor's profile loads it shows nothing:
 * 'Войти' flashed above the cabinet of a client who was logged in (stop 43).
 */
export default function SessionName({ runtime }: { runtime: AppRuntime }) {
  const who = useActorValue(runtime.session, (s) => {
    const profile = s.context.profile;
    if (!profile) return session.sessionView(s).status === 'loading' ? CHECKING_LOGIN : null;
    const name = profile.first_name?.trim();
    const phone = profile.phone ?? profile.phone_number;
    return name || (phone ? formatPhone(phone) : 'Личный кабинет');
  });
  if (who === CHECKING_LOGIN) return <span className={styles['session']} aria-busy="true" />;
  if (!who) return <Link href="/login">Войти</Link>;
  return (
    <nav className={styles['session']} aria-label="Личный кабинет">
      <Link href="/dashboard" aria-label={`Личный кабинет: ${who}`}>
        {who}
      </Link>
      <button type="button" className={styles['logout']} onClick={() => runtime.session.send({ type: 'LOGOUT' })}>
        Выйти
      </button>
    </nav>
  );
}

/** A token was found and its profile loads: the visitor is most likely logged in. */
const CHECKING_LOGIN = Symbol('checking');
