import { CERTIFICATE_MEAL_DAYS, catalogView, formatDays, paymentView } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { LoginFlow } from '../login';
import { CardForm, type CardFormHandle } from './CardForm';
import styles from './Payment.module.css';

type MealDays = 2 | 6 | 18 | 24;
/** Certificates are priced and charged in Moscow's roubles (the purchase call carries no city). */
const GIFT_CITY_ID = 2;

/**
 * `{businessProduct?}/instant-cert` (order-funnel §1, §3 "Gift certificate purchase"): e-mail,
 * days, online or offline delivery, then a card payment; the result is the onlinecert step.
 */
export default function GiftCertificatePage() {
  const { session } = useRuntime();
  const loggedIn = useSelector(session, (s) => s.matches('authenticated'));
  const loading = useSelector(session, (s) => s.matches('starting') || s.matches('loadingProfile'));
  if (loading) return <PageLoading />;
  if (!loggedIn) return <LoginFlow />;
  return <GiftForm />;
}

function GiftForm() {
  const { mealflow, session, inspect } = useRuntime();
  const profileEmail = useSelector(session, (s) => s.context.profile?.email ?? '');
  const [email, setEmail] = useState(profileEmail);
  const [mealDays, setMealDays] = useState<MealDays>(6);
  const [delivery, setDelivery] = useState<'online' | 'offline'>('online');
  const [cardFilled, setCardFilled] = useState(false);
  const [touched, setTouched] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const payment = useActorRef(mealflow.machines.payment, {
    input: { hid: '0', method: 'creditCard', amount: 0, gift: { email, mealDays, delivery } },
    ...(inspect ? { inspect } : {}),
  });
  const view = useSelector(payment, paymentView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  // The certificate prices (defect 9: the price is shown before paying): the activate-gift menu's
  // days, priced in Moscow (the purchase is charged in roubles).
  const catalog = useActorRef(mealflow.machines.catalog, { input: { cityId: GIFT_CITY_ID, businessProduct: 'activate-gift' }, ...(inspect ? { inspect } : {}) });
  const prices = useSelector(
    catalog,
    (s) => new Map(catalogView(s).days.map((d) => [d.days, d.price])),
    (a, b) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v),
  );
  const price = prices.get(mealDays);
  const emailValid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const source = card.current;
    if (!emailValid || !source) return;
    payment.send({ type: 'PAY', card: { read: () => source.read() }, gift: { email: email.trim(), mealDays, delivery } });
  };
  return (
    <form className={styles['page']} onSubmit={submit} noValidate aria-labelledby="gift-title">
      <h1 id="gift-title">Подарочный сертификат</h1>
      <p>Подарите рацион здорового питания: сертификат придёт на e-mail или его привезёт курьер.</p>
      <TextField label="E-mail получателя сертификата" type="email" value={email} error={touched && !emailValid ? 'Неверно указан email' : undefined} onChange={(e) => setEmail(e.target.value)} />
      <fieldset className={styles['card']}>
        <legend>На сколько дней</legend>
        {CERTIFICATE_MEAL_DAYS.map((days) => (
          <label key={days}>
            <input type="radio" name="mealDays" checked={mealDays === days} onChange={() => setMealDays(days as MealDays)} /> {formatDays(days)}
            {prices.get(days) ? ` — ${prices.get(days)}` : null}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles['card']}>
        <legend>Как вручить</legend>
        <label>
          <input type="radio" name="delivery" checked={delivery === 'online'} onChange={() => setDelivery('online')} /> Онлайн — на e-mail
        </label>
        <label>
          <input type="radio" name="delivery" checked={delivery === 'offline'} onChange={() => setDelivery('offline')} /> Привезёт курьер
        </label>
      </fieldset>
      <p className={styles['total']} aria-live="polite">
        {price ? `К оплате: ${price}` : 'Загружаем цену…'}
      </p>
      <CardForm ref={card} onFilledChange={setCardFilled} error={view.error} />
      <Button type="submit" block disabled={!cardFilled || view.busy || view.redirecting || view.done} busy={view.busy}>
        {price ? `Оплатить ${price}` : 'Оплатить сертификат'}
      </Button>
    </form>
  );
}
