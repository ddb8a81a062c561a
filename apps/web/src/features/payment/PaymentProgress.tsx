import { payment } from '@mealflow/sdk/checkout';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../shared/ui/Button';
import { useActorValue } from '../../shared/runtime/useScreenActor';
import { sameData } from '../../shared/runtime/same-data';

export interface PaymentProgressProps {
  /** The screen's payment child (the checkout's, the extension's) while it is there. */
  actor: ActorRefFrom<payment.PaymentMachine>;
  /** The screen's own look of an open outcome: being checked or processed (info), unknown (warning). */
  toneClass: { info: string | undefined; warning: string | undefined };
  /** Back from the bank's 3-D Secure page: the screen's 'Оплатить через СБП', where it offers SBP. */
  sbpInstead?: { label: string; pay: () => void } | undefined;
}

/**
 * The payment child's progress under a pay button: 'Проводим оплату…', or the open outcome
 * ('processing' / 'uncertain') with 'Проверить оплату' (never a second charge). A failed payment
 * says nothing here: the screen shows its error by the form.
 */
export function PaymentProgress({ actor, toneClass, sbpInstead }: PaymentProgressProps) {
  const view = useActorValue(actor, payment.paymentView, sameData);
  if (view.step === 'failed') return null;
  if (!view.notice) return <p role="status">Проводим оплату…</p>;
  return (
    <div role="status" className={toneClass[view.notice.tone]}>
      <p>{view.notice.title}</p>
      {view.notice.text ? <p>{view.notice.text}</p> : null}
      {view.threeDsOpen && sbpInstead ? (
        <Button variant="secondary" onClick={sbpInstead.pay}>
          {sbpInstead.label}
        </Button>
      ) : null}
      {view.canCheck ? (
        <Button variant="secondary" onClick={payment.paymentHandlers(actor.send).check}>
          {view.checkLabel}
        </Button>
      ) : null}
    </div>
  );
}
