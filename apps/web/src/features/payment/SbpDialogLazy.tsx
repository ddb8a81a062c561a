import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./SbpDialog').then((module) => ({ default: module.SbpDialog })));

/**
 * The SBP dialog, loaded when the SBP actor appears (a PAY by SBP): the checkout's and the
 * longation's first screens do not load its view and texts (issue 35). Nothing shows until it has
 * loaded: the dialog's own first step is 'Готовим оплату…' while the bank list loads.
 */
export function SbpDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
