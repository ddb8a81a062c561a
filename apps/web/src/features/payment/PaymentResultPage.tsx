import { threeDsReturnTarget, type PaymentFlow } from '@mealflow/sdk';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import type { ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import styles from './Payment.module.css';

const TEXTS: Record<string, { title: string; text: string }> = {
  // ours: the spec names the result steps, not their words.
  success: { title: 'Заказ оплачен', text: 'Спасибо! Мы начали готовить ваш рацион. Детали заказа — в личном кабинете.' },
  fail: { title: 'Оплата не прошла', text: 'Деньги не списаны. Заказ сохранён — попробуйте оплатить ещё раз или выберите другой способ.' },
  cash: { title: 'Заказ оформлен', text: 'Оплатите заказ наличными курьеру при получении.' },
  cardbind: { title: 'Карта привязана', text: 'Следующие оплаты пройдут автоматически.' },
  confirm: { title: 'Заказ подтверждён', text: 'Мы свяжемся с вами, если что-то изменится.' },
  recall: { title: 'Заявка принята', text: 'Мы перезвоним вам в ближайшее время, чтобы помочь с оплатой.' },
};

/** The `/dashboard/order/{hid}/payments/payment/...` children name their result in the route. */
const RESULT_BY_ROUTE: Record<string, string> = {
  StepPaymentSuccess: 'success',
  StepPaymentFail: 'fail',
  StepPaymentCash: 'cash',
  StepPaymentRecall: 'recall',
};

/** The payment result steps (order-funnel §2): success, fail, cash, cardbind, confirm per flow. */
export default function PaymentResultPage({ params, route }: ScreenProps) {
  const hid = params['hid'] ?? '';
  const result = params['result'] ?? RESULT_BY_ROUTE[route.name] ?? 'fail';
  const texts = TEXTS[result] ?? TEXTS['fail']!;
  return (
    <section className={styles['page']} aria-labelledby="result-title">
      <h1 id="result-title">{texts.title}</h1>
      <p>{texts.text}</p>
      {result === 'fail' ? <Link href={`/instant-order/${hid}`}>Вернуться к оплате</Link> : <Link href="/dashboard">В личный кабинет</Link>}
    </section>
  );
}

/** The 3-D Secure return page: asks the order's state, then goes to success or fail. */
export function ThreeDsReturnPage({ params }: ScreenProps) {
  const { mealflow } = useRuntime();
  const [, navigate] = useLocation();
  const search = useSearch();
  const hid = params['hid'] ?? '';
  const flow = (params['flow'] ?? 'payment') as PaymentFlow;
  useEffect(() => {
    let active = true;
    void threeDsReturnTarget(mealflow.deps, hid, flow, search).then((target) => {
      if (active) navigate(target, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mealflow, hid, flow, search, navigate]);
  return <PageLoading />;
}
