import { formatPhone } from '@mealflow/sdk/domain';
import { Link } from 'wouter';
import styles from '../shared/layout/Layout.module.css';
import type { AppRuntime } from '../shared/runtime/runtime';
import { useActorValue } from '../shared/runtime/useScreenActor';

/**
 * The header's session corner (issue 12, defect 10): the client's name, or their phone in the
 * mask (never '+79163514837'), a link to the cabinet and a logout. In the runtime's chunk so the
 * landing's entry stays free of xstate.
 */
export default function SessionName({ runtime }: { runtime: AppRuntime }) {
  const who = useActorValue(runtime.session, (s) => {
    const profile = s.context.profile;
    if (!profile) return null;
    const name = profile.first_name?.trim();
    const phone = profile.phone ?? profile.phone_number;
    return name || (phone ? formatPhone(phone) : 'Личный кабинет');
  });
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
