import { NOTIFICATION_MS } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Layout } from '../shared/layout/Layout';
import { Toasts, useToastQueue } from '../shared/ui/Toasts';
import { Router } from './Router';
import { LazyRuntimeProvider, useOptionalRuntime } from './RuntimeContext';
import type { AppRuntime } from './runtime';

const isPhone = () => window.matchMedia?.('(max-width: 640px)').matches === true;

function Notifications() {
  const placement = useMemo(() => (isPhone() ? 'phone' : 'desktop'), []);
  const { toasts, dismiss } = useToastQueue(NOTIFICATION_MS[placement]);
  return <Toasts toasts={toasts} onDismiss={dismiss} placement={placement} />;
}

function SessionName({ runtime }: { runtime: AppRuntime }) {
  const name = useSelector(runtime.session, (s) => s.context.profile?.first_name ?? s.context.profile?.phone ?? null);
  return name ? <span aria-label="Вы вошли как">{name}</span> : <Link href="/login">Войти</Link>;
}

function HeaderSession() {
  const runtime = useOptionalRuntime();
  return runtime ? <SessionName runtime={runtime} /> : <Link href="/login">Войти</Link>;
}

export function App({ loadRuntime }: { loadRuntime: () => Promise<AppRuntime> }) {
  return (
    <LazyRuntimeProvider load={loadRuntime}>
      <Layout headerEnd={<HeaderSession />}>
        <Router />
      </Layout>
      <Notifications />
    </LazyRuntimeProvider>
  );
}
