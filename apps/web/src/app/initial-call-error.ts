import { initialCallRedirect, matchPath } from '@mealflow/sdk/routing';
import { useEffect } from 'react';
import type { AppRuntime } from '../shared/runtime/runtime';

/**
 * personal-cabinet §8 'initial call error: to Login on a dashboard path, otherwise to Index': when
 * the session's initial profile load fails (`initialErrorKind`), the SDK's `initialCallRedirect`
 * says where to go — nowhere for a transient failure (the page offers its retry) or where the
 * router's guards already lead.
 */
export function useInitialCallError(runtime: AppRuntime | null | undefined, navigate: (to: string, options: { replace: boolean }) => void) {
  useEffect(() => {
    if (!runtime) return;
    let previous: string | undefined;
    const check = (kind: string | undefined) => {
      if (kind === previous) return;
      previous = kind;
      const { pathname } = runtime.ports.navigation.current();
      const to = initialCallRedirect(pathname, kind, matchPath(pathname)?.route);
      if (to && to !== pathname) navigate(to, { replace: true });
    };
    check(runtime.session.getSnapshot().context.initialErrorKind);
    const subscription = runtime.session.subscribe((snapshot) => check(snapshot.context.initialErrorKind));
    return () => subscription.unsubscribe();
  }, [runtime, navigate]);
}
