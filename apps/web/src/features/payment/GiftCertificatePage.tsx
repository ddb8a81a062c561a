import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { checkout, giftCertificate, payment as paymentGroup } from '@mealflow/sdk/checkout';
import { todayIso } from '@mealflow/sdk/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { sameData } from '../../shared/runtime/same-data';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { LoginFlow } from '../login';
import { CardForm, type CardFormHandle } from './CardForm';
import styles from './Payment.module.css';

/**
 * `{businessProduct?}/instant-cert` (order-funnel §1, §3 "Gift certificate purchase"): e-mail,
 * days, online or offline delivery, then a card payment; the result is the onlinecert step. The
 * gift-certificate machine owns the prices (catalogue child) and the payment (payment child).
 */
export default function GiftCertificatePage() {
  const { session } = useRuntime();
  const loggedIn = useActorValue(session, sessionGroup.isSignedIn);
  const loading = useActorValue(session, sessionGroup.sessionSettling);
  if (loading) return <PageLoading />;
  if (!loggedIn) return <LoginFlow />;
  return <GiftForm />;
}

function GiftForm() {
  const { session } = useRuntime();
  const facts = useScreenFacts();
  const profile = session.getSnapshot().context.profile;
  const savedCardId = checkout.savedCardIdOf(profile);
  const actor = useScreenActor(giftCertificate.provideGiftCertificate, {
    email: profile?.email ?? '',
    today: todayIso(facts.now()),
    savedCard: savedCardId ? { id: savedCardId, mask: profile?.card?.mask ?? profile?.recurrentCard?.mask ?? undefined } : undefined,
  });
  const gift = useConnect(actor, giftCertificate.connectGiftCertificate);
  return (
    <form className={styles['page']} onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="gift-title">
      <h1 id="gift-title">Подарочный сертификат</h1>
      <p>Подарите рацион здорового питания: сертификат придёт на e-mail или его привезёт курьер.</p>
      <TextField
        label={gift.emailLabel}
        type="email"
        value={gift.email}
        error={gift.emailError}
        onChange={(e) => gift.changeEmail(e.target.value)}
      />
      <RadioChoices
        legend="На сколько дней"
        name="mealDays"
        className={styles['card']}
        choices={gift.options.map((o) => ({
          key: String(o.days),
          label: o.label,
          selected: o.selected,
          choose: () => gift.selectDays(o.days),
        }))}
      />
      <fieldset className={styles['card']}>
        <legend>Как вручить</legend>
        <label>
          <input type="radio" name="delivery" checked={gift.delivery === 'online'} onChange={() => gift.selectDelivery('online')} /> Онлайн
          — на e-mail
        </label>
        <label>
          <input type="radio" name="delivery" checked={gift.delivery === 'offline'} onChange={() => gift.selectDelivery('offline')} />{' '}
          Привезёт курьер
        </label>
      </fieldset>
      {gift.courier ? <CourierFields gift={gift} courier={gift.courier} /> : null}
      <p className={styles['total']} aria-live="polite">
        {gift.total}
      </p>
      {gift.payment ? <GiftPayment gift={gift} actor={gift.payment} /> : null}
    </form>
  );
}

interface RadioChoice {
  key: string;
  label: string;
  selected: boolean;
  choose: () => void;
}

/** A native radio group with its legend (arrow keys between options) and, when given, its error. */
function RadioChoices({
  legend,
  name,
  choices,
  error,
  className,
}: {
  legend: string;
  name: string;
  choices: RadioChoice[];
  error?: string | undefined;
  className?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.key}>
          <input type="radio" name={name} checked={c.selected} onChange={c.choose} /> {c.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className={styles['error']}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Привезёт курьер': where and when (the address with a house, the flat, a day from tomorrow, the window). */
function CourierFields({
  gift,
  courier,
}: {
  gift: giftCertificate.GiftCertificateConnect;
  courier: NonNullable<giftCertificate.GiftCertificateConnect['courier']>;
}) {
  return (
    <fieldset className={styles['card']}>
      <legend>Куда и когда привезти</legend>
      <TextField
        label="Адрес доставки"
        placeholder="Город, улица, дом"
        autoComplete="street-address"
        value={courier.address}
        error={courier.addressError}
        onChange={(e) => gift.changeCourierAddress(e.target.value)}
      />
      <TextField label="Квартира" value={courier.flat} onChange={(e) => gift.changeCourierFlat(e.target.value)} />
      <RadioChoices
        legend="День доставки"
        name="courierDate"
        error={courier.dateError}
        choices={courier.dates.map((d) => ({
          key: d.date,
          label: d.label,
          selected: d.selected,
          choose: () => gift.selectCourierDate(d.date),
        }))}
      />
      <RadioChoices
        legend="Время доставки"
        name="courierWindow"
        choices={courier.windows.map((w) => ({
          key: w.window,
          label: w.label,
          selected: w.selected,
          choose: () => gift.selectCourierWindow(w.window),
        }))}
      />
    </fieldset>
  );
}

/** The card form and the pay button over the purchase's payment child. The card's values stay in the form. */
function GiftPayment({ gift, actor }: { gift: giftCertificate.GiftCertificateConnect; actor: giftCertificate.GiftCertificatePayment }) {
  const payment = useActorValue(actor, paymentGroup.paymentView, sameData);
  const [cardFilled, setCardFilled] = useState(false);
  const card = useRef<CardFormHandle>(null);
  const pay = (event: FormEvent) => {
    event.preventDefault();
    const source = card.current;
    if (!gift.cardFormShown) gift.pay();
    else if (source) gift.pay({ read: () => source.read() });
  };
  const ready = gift.cardFormShown ? cardFilled : true;
  return (
    <>
      {gift.methods.length ? (
        <RadioChoices
          legend="Способ оплаты"
          name="giftMethod"
          className={styles['card']}
          choices={gift.methods.map((m) => ({
            key: m.method,
            label: m.label,
            selected: m.selected,
            choose: () => gift.selectMethod(m.method),
          }))}
        />
      ) : null}
      {gift.cardFormShown ? (
        <CardForm ref={card} onFilledChange={setCardFilled} error={payment.error} failure={payment.error} />
      ) : payment.error ? (
        <p role="alert" className={styles['error']}>
          {payment.error}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        onClick={pay}
        disabled={!ready || payment.busy || payment.redirecting || payment.done}
        busy={payment.busy}
      >
        {gift.payLabel}
      </Button>
    </>
  );
}
