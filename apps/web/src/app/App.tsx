import { NOTIFICATION_MS } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Layout } from '../shared/layout/Layout';
import { Toasts, useToastQueue } from '../shared/ui/Toasts';
import { Router } from './Router';
import { RuntimeProvider, useRuntime } from './RuntimeContext';
import type { AppRuntime } from './runtime';

function Notifications() {
  const { ports } = useRuntime();
  const placement = useMemo(() => (ports.device.isSmartphone() ? 'phone' : 'desktop'), [ports]);
  const { toasts, dismiss } = useToastQueue(NOTIFICATION_MS[placement]);
  return <Toasts toasts={toasts} onDismiss={dismiss} placement={placement} />;
}

function HeaderSession() {
  const { session } = useRuntime();
  const name = useSelector(session, (s) => s.context.profile?.first_name ?? s.context.profile?.phone ?? null);
  return name ? <span aria-label="Вы вошли как">{name}</span> : <a href="/login">Войти</a>;
}

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <Layout headerEnd={<HeaderSession />}>
        <Router />
      </Layout>
      <Notifications />
    </RuntimeProvider>
  );
}
