import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { AppRuntime } from './runtime';

/** The header's session corner; in the runtime's chunk so the landing's entry stays free of xstate. */
export default function SessionName({ runtime }: { runtime: AppRuntime }) {
  const name = useSelector(runtime.session, (s) => s.context.profile?.first_name ?? s.context.profile?.phone ?? null);
  return name ? <span aria-label="Вы вошли как">{name}</span> : <Link href="/login">Войти</Link>;
}
