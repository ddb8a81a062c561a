import { NOTIFICATION_MS } from '@mealflow/sdk';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'wouter';
import { Layout } from '../shared/layout/Layout';
import { MODAL_ROOT_ID } from '../shared/ui/BottomSheet';
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

const SessionName = lazy(() => import('./SessionName'));

function HeaderSession() {
  const runtime = useOptionalRuntime();
  const guest = <Link href="/login">Войти</Link>;
  return runtime ? (
    <Suspense fallback={guest}>
      <SessionName runtime={runtime} />
    </Suspense>
  ) : (
    guest
  );
}

export function App({ loadRuntime }: { loadRuntime: () => Promise<AppRuntime> }) {
  return (
    <LazyRuntimeProvider load={loadRuntime}>
      <Layout headerEnd={<HeaderSession />}>
        <Router />
      </Layout>
      <Notifications />
      {/* The modal root (personal-cabinet §2.4): bottom sheets and dialogs render here. */}
      <div id={MODAL_ROOT_ID} />
    </LazyRuntimeProvider>
  );
}
