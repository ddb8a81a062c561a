import type { PaymentMachine } from '@mealflow/sdk/checkout';
import type { CustomizationHandlers, SurchargeView } from '@mealflow/sdk/cabinet';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import page from '../../shared/layout/Page.module.css';
import { Button } from '../../shared/ui/Button';
import { CardForm, PaymentProgress, type CardFormHandle } from '../payment';
import styles from './Customization.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

/**
 * The packs page's surcharge (issue 31): the changed menu is saved, what it costs more is paid here —
 * the saved card preselected, a new card's form only when chosen; nothing else is asked. PAY carries
 * the form's reader to the payment machine (the customisation machine's child), which reads it once.
 */
export function SurchargePay({
  surcharge,
  pay,
  changeMethod,
  payment,
}: { surcharge: SurchargeView; payment: ActorRefFrom<PaymentMachine> | undefined } & Pick<CustomizationHandlers, 'pay' | 'changeMethod'>) {
  const cardForm = useRef<CardFormHandle>(null);
  const [cardFilled, setCardFilled] = useState(false);
  const onPay = () => {
    const card = cardForm.current;
    pay(surcharge.cardFormShown && card ? { read: () => card.read() } : undefined);
  };
  return (
    <section className={styles['surcharge']} aria-labelledby="surcharge-title">
      <h2 id="surcharge-title">{surcharge.title}</h2>
      <p>{surcharge.lead}</p>
      <RadioGroup
        name="surcharge-method"
        legend="Способ оплаты"
        classes={{ group: styles['methods'], choice: styles['method'] }}
        disabled={surcharge.busy}
      >
        {surcharge.methods.map((m) => (
          <RadioChoice key={m.method} checked={m.selected} onSelect={() => changeMethod(m.method)}>
            {m.label}
          </RadioChoice>
        ))}
      </RadioGroup>
      {surcharge.cardFormShown ? (
        <CardForm ref={cardForm} onFilledChange={setCardFilled} error={surcharge.error} failure={surcharge.error} />
      ) : surcharge.error ? (
        <p role="alert" className={page['error']}>
          {surcharge.error}
        </p>
      ) : null}
      <Button block disabled={surcharge.busy || (surcharge.cardFormShown && !cardFilled)} busy={surcharge.busy} onClick={onPay}>
        {surcharge.payLabel}
      </Button>
      {payment ? <PaymentProgress actor={payment} toneClass={{ info: styles['lead'], warning: page['error'] }} /> : null}
    </section>
  );
}
