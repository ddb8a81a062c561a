import type { payment as paymentGroup } from '@mealflow/sdk/checkout';
import type { customization } from '@mealflow/sdk/cabinet';
import type { ActorRefFrom } from 'xstate';
import page from '../../shared/layout/Page.module.css';
import { MethodPay, PaymentProgress } from '../payment';
import styles from './Customization.module.css';

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
}: { surcharge: customization.SurchargeView; payment: ActorRefFrom<paymentGroup.PaymentMachine> | undefined } & Pick<
  customization.CustomizationHandlers,
  'pay' | 'changeMethod'
>) {
  return (
    <section className={styles['surcharge']} aria-labelledby="surcharge-title">
      <h2 id="surcharge-title">{surcharge.title}</h2>
      <p>{surcharge.lead}</p>
      <MethodPay
        name="surcharge-method"
        view={surcharge}
        classes={{ group: styles['methods'], choice: styles['method'], error: page['error'] }}
        onMethod={changeMethod}
        onPay={pay}
      >
        {surcharge.payLabel}
      </MethodPay>
      {payment ? <PaymentProgress actor={payment} toneClass={{ info: styles['lead'], warning: page['error'] }} /> : null}
    </section>
  );
}
