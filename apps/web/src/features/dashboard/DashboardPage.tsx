import { formatPhone, LOGIN_TEXTS } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useRuntime } from '../../app/RuntimeContext';
import styles from '../../shared/layout/Page.module.css';
import { Button } from '../../shared/ui/Button';

/**
 * /dashboard (login needed). The cabinet comes with its own issue; this page shows who is
 * logged in, the profile's loading and error states, and logout.
 */
export default function DashboardPage() {
  const { session } = useRuntime();
  const view = useSelector(session, (s) => ({
    loading: s.matches('loadingProfile'),
    error: s.context.error,
    phone: s.context.profile?.phone ? formatPhone(s.context.profile.phone) : null,
    name: [s.context.profile?.first_name, s.context.profile?.last_name].filter(Boolean).join(' '),
  }), (a, b) => a.loading === b.loading && a.error === b.error && a.phone === b.phone && a.name === b.name);

  return (
    <section className={styles['page']} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Личный кабинет</h1>
      {view.loading ? <p role="status">Загружаем профиль…</p> : null}
      {view.error ? (
        <div className={styles['error']} role="alert">
          <p>{view.error}</p>
          <Button onClick={() => session.send({ type: 'RETRY' })}>{LOGIN_TEXTS.retry}</Button>
        </div>
      ) : null}
      {view.phone ? (
        <>
          {view.name ? <p>{view.name}</p> : null}
          <p>
            Телефон: <span>{view.phone}</span>
          </p>
          <div className={styles['actions']}>
            <Button variant="secondary" onClick={() => session.send({ type: 'LOGOUT' })}>
              {LOGIN_TEXTS.logout}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
