import { checkoutView, LOGIN_TEXTS, paymentView, SBP_STORAGE_KEY, sessionView, type CheckoutQuery, type CheckoutVariant, type PaymentMethod, type PayMethod, type RouteName } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import type { ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { LEAVE_PROMOCODE_KEY } from '../leave-banner';
import { LoginFlow } from '../login';
import { CardForm, SbpDialog, type CardFormHandle } from '../payment';
import { AddressBlock } from './AddressBlock';
import { AutoTipsBlock } from './AutoTipsBlock';
import styles from './Checkout.module.css';
import { PromoBlock } from './PromoBlock';
import { ReservationTimer } from './ReservationTimer';

const VARIANTS: Partial<Record<RouteName, CheckoutVariant>> = {
  SingleStepOrderInDashboard: 'dashboard',
  SingleStepOrderInTryCustomization: 'tryCustomization',
  SingleStepOrderInNewDashboardCreateNewOrder: 'newDashboard',
  SingleStepOrderInTargets: 'targets',
  SingleStepOrderWithCustomMenu: 'customMenu',
};

function useCheckoutQuery(): CheckoutQuery {
  const search = useSearch();
  return useMemo(() => {
    const q = new URLSearchParams(search);
    const co = q.get('co');
    return {
      ...(co === '1' || co === '2' ? { co } : {}),
      ...(q.get('deliveryIdH') ? { deliveryIdH: q.get('deliveryIdH') ?? undefined } : {}),
      disablecash: q.get('disablecash') === '1',
      link: q.has('link'),
      openAutotips: q.has('openAutotips'),
    };
  }, [search]);
}

/** The single-step checkout (order-funnel §2): renders the checkout machine's states. */
export default function CheckoutPage({ params, route }: ScreenProps) {
  const { session } = useRuntime();
  const hasPhone = useSelector(session, (s) => s.matches('authenticated') && Boolean(s.context.profile?.phone));
  const loading = useSelector(session, (s) => s.matches('starting') || s.matches('loadingProfile'));
  // A profile that failed to load (500, 429, network, malformed) is not a logout: the token stays,
  // the customer gets the error and a retry, never the login form (only a 401 logs out).
  const profileError = useSelector(session, (s) => (sessionView(s).status === 'error' ? (s.context.error ?? '') : undefined));
  if (loading) return <PageLoading />;
  if (profileError !== undefined)
    return (
      <section role="alert" className={styles['error']}>
        <p>{profileError}</p>
        <Button onClick={() => session.send({ type: 'RETRY' })}>{LOGIN_TEXTS.retry}</Button>
      </section>
    );
  // Steps 1 and 2 (phone, code) come first for a visitor without a phone.
  if (!hasPhone) return <LoginFlow />;
  return <Checkout hid={params['hid'] ?? ''} businessProduct={params['businessProduct'] ?? 'standard'} variant={VARIANTS[route.name as RouteName] ?? 'default'} />;
}

function Checkout({ hid, businessProduct, variant }: { hid: string; businessProduct: string; variant: CheckoutVariant }) {
  const { mealflow, ports, inspect } = useRuntime();
  const query = useCheckoutQuery();
  const [, navigate] = useLocation();
  const actor = useActorRef(mealflow.machines.checkout, { input: { hid, businessProduct, variant, query }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(actor, checkoutView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const [leavePromo] = useState(() => ports.storage.get(LEAVE_PROMOCODE_KEY));
  const cardForm = useRef<CardFormHandle>(null);
  const [cardFilled, setCardFilled] = useState(false);
  // An SBP payment waiting for the bank (kept by hid) reopens after a reload and resumes polling.
  const [sbpOpen, setSbpOpen] = useState(() => ports.storage.get(SBP_STORAGE_KEY(hid)) !== undefined);
  const [paymentError, setPaymentError] = useState<string | undefined>(undefined);
  const [paying, setPaying] = useState(false);
  const paymentActor = useRef<ReturnType<typeof createActor<typeof mealflow.machines.payment>> | null>(null);
  const promoFocus = typeof window !== 'undefined' && window.location.hash === '#promo';

  useEffect(() => {
    const a = actor.on('checkout.hidChanged', (event) => navigate(window.location.pathname.replace(/[^/]+$/, event.hid), { replace: true }));
    const b = actor.on('checkout.pay', (event) => {
      setPaymentError(undefined);
      if (event.method === 'sbp') {
        setSbpOpen(true);
        return;
      }
      const context = actor.getSnapshot().context;
      const method = event.method as PayMethod;
      const savedCardId = context.profile?.card?.id ?? context.profile?.recurrentCard?.id ?? undefined;
      // One payment actor per checkout; a failed payment is retried on the same actor.
      let payment = paymentActor.current;
      if (!payment || payment.getSnapshot().status !== 'active') {
        payment = createActor(mealflow.machines.payment, {
          input: { hid: event.hid, method, amount: event.amount, savedCardId, email: context.email || undefined, customOrder: (context.order?.custom_config?.length ?? 0) > 0 },
          ...(inspect ? { inspect } : {}),
        });
        payment.subscribe((snapshot) => {
          const view = paymentView(snapshot);
          setPaying(view.busy || view.redirecting || view.done);
          if (snapshot.matches('failed')) {
            setPaymentError(view.error);
            cardForm.current?.clearCvv();
            actor.send({ type: 'DISMISS' });
            // A card incompatible with the promo code forces SBP (order-funnel §6).
            if (view.forceSbp) actor.send({ type: 'METHOD.SELECT', method: 'sbp' });
          }
        });
        payment.start();
        paymentActor.current = payment;
      } else {
        payment.send({ type: 'METHOD.CHANGE', method, savedCardId });
      }
      const card = cardForm.current;
      payment.send(method === 'creditCard' && card ? { type: 'PAY', card: { read: () => card.read() } } : { type: 'PAY' });
    });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [actor, navigate, mealflow, inspect]);

  const onPromoApplied = useCallback(() => actor.send({ type: 'PROMO.APPLIED' }), [actor]);
  const selectedMethod = view.methods.find((m) => m.selected)?.method;
  const send = actor.send;

  if (view.mode === 'loading') return <PageLoading />;
  if (view.mode === 'failed') {
    return (
      <section className={styles['card']} role="alert">
        <p>{view.error}</p>
        <Button onClick={() => send({ type: 'RETRY' })}>Повторить</Button>
      </section>
    );
  }
  if (view.mode === 'paid') return <PageLoading />;
  if (view.mode === 'cancelled') {
    return (
      <section className={styles['card']} aria-labelledby="cancelled-title">
        <h1 id="cancelled-title">Заказ отменён</h1>
        <p>Этот заказ отменён. Вы можете оформить новый.</p>
        <Button onClick={() => send({ type: 'CLOSE' })}>Закрыть</Button>
      </section>
    );
  }
  if (view.mode === 'deliveryConfirmed') {
    return (
      <section className={styles['card']} aria-labelledby="confirmed-title">
        <h1 id="confirmed-title">Доставка подтверждена</h1>
        <p>{view.confirmedWindow}</p>
        <p>Курьер позвонит за 15–30 минут до доставки.</p>
      </section>
    );
  }
  if (view.mode === 'deliveryConfirmation') {
    return (
      <section className={styles['card']} aria-labelledby="delivery-confirm-title">
        <h1 id="delivery-confirm-title">Подтвердите условия сегодняшней доставки</h1>
        <p>{view.confirmedWindow}</p>
        {view.error ? <p className={styles['error']} role="alert">{view.error}</p> : null}
        <Button onClick={() => send({ type: 'CONFIRM_DELIVERY' })}>Подтвердить доставку</Button>
      </section>
    );
  }
  if (view.mode === 'orderConfirmation') {
    return (
      <section className={styles['card']} aria-labelledby="order-confirm-title">
        <h1 id="order-confirm-title">Подтвердите заказ</h1>
        <p>
          {view.title}, {view.duration} — {view.total}
        </p>
        {view.error ? <p className={styles['error']} role="alert">{view.error}</p> : null}
        <Button onClick={() => send({ type: 'CONFIRM_ORDER' })}>Подтвердить заказ</Button>
      </section>
    );
  }

  return (
    <div className={styles['layout']}>
      <div className={styles['column']}>
        <section className={styles['card']} aria-labelledby="checkout-title">
          <h1 id="checkout-title">
            {view.title} · {view.duration}
          </h1>
          <ul className={styles['benefits']} aria-label="Преимущества">
            {view.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {view.cashback ? <p>{view.cashback}</p> : null}
        </section>

        <section className={styles['card']} aria-labelledby="profile-title">
          <h2 id="profile-title">Получатель</h2>
          <TextField label="Имя" value={view.profile.firstName} disabled={view.profile.firstNameLocked} error={view.profile.firstNameError} onChange={(e) => send({ type: 'PROFILE.CHANGE', field: 'firstName', value: e.target.value })} />
          <TextField label="Фамилия" value={view.profile.lastName} disabled={view.profile.lastNameLocked} error={view.profile.lastNameError} onChange={(e) => send({ type: 'PROFILE.CHANGE', field: 'lastName', value: e.target.value })} />
          <TextField label="E-mail" type="email" value={view.profile.email} error={view.profile.emailError} onChange={(e) => send({ type: 'PROFILE.CHANGE', field: 'email', value: e.target.value })} />
        </section>

        <AddressBlock
          address={view.address}
          cityId={2}
          busy={view.busy}
          onSelectSaved={(addressId) => send({ type: 'ADDRESS.SELECT_SAVED', addressId })}
          onSubmit={(address) => send({ type: 'ADDRESS.SUBMIT', address })}
        />

        <section className={styles['card']} aria-labelledby="delivery-title">
          <h2 id="delivery-title">Дата и время доставки</h2>
          <p>
            {view.delivery.date} · {view.delivery.window}
          </p>
          <label className={styles['column']}>
            <span>Первая доставка</span>
            <select
              value=""
              disabled={view.busy}
              onChange={(event) => {
                const option = view.delivery.options[Number(event.target.value)];
                if (option) send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
              }}
            >
              <option value="" disabled>
                Выберите другой день
              </option>
              {view.delivery.options.map((option, index) => (
                <option key={`${option.date}-${option.from}-${option.to}`} value={index}>
                  {option.date}, {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles['row']}>
            <input type="checkbox" checked={view.safeDelivery} disabled={!view.safeDeliveryAvailable} onChange={(e) => send({ type: 'SAFE_DELIVERY.TOGGLE', value: e.target.checked })} />
            Безопасная доставка — курьер оставит заказ у двери
          </label>
          <TextField label="Комментарий для курьера" value={view.courierComment} onChange={(e) => send({ type: 'COURIER_COMMENT.CHANGE', value: e.target.value })} />
        </section>

        <AutoTipsBlock cardId={view.savedCardId} open={query.openAutotips === true} />

        {view.drinks?.available ? (
          <section className={styles['card']} aria-labelledby="drinks-title">
            <h2 id="drinks-title">Напитки</h2>
            <p>
              Детокс-напитки к рациону — {view.drinks.pricePerDrink} за штуку. Добавлено: {view.drinks.count}
            </p>
            <div className={styles['row']}>
              <Button variant="secondary" disabled={view.busy} onClick={() => send({ type: 'DRINKS.ADD', count: 2 })}>
                Добавить 2 напитка
              </Button>
              {view.drinks.count > 0 ? (
                <Button variant="link" disabled={view.busy} onClick={() => send({ type: 'DRINKS.DROP' })}>
                  Убрать напитки
                </Button>
              ) : null}
            </div>
          </section>
        ) : null}
      </div>

      <div className={styles['column']}>
        <ReservationTimer />
        <section className={styles['card']} aria-labelledby="summary-title">
          <h2 id="summary-title">Итого</h2>
          <dl className={styles['lines']}>
            {view.priceLines.map((line) => (
              <div key={line.label} style={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles['total']}>К оплате: {view.total}</p>
          {!view.promoHidden ? <PromoBlock hid={view.hid} initialCode={leavePromo} focus={promoFocus} onApplied={onPromoApplied} /> : null}
        </section>

        <section className={styles['card']} aria-labelledby="methods-title">
          <h2 id="methods-title">Способ оплаты</h2>
          <fieldset className={styles['options']}>
            <legend className="visually-hidden">Способ оплаты</legend>
            {view.methods.map((method) => (
              <label key={method.method} className={styles['option']}>
                <input type="radio" name="method" checked={method.selected} onChange={() => send({ type: 'METHOD.SELECT', method: method.method as PaymentMethod })} />
                {method.label}
              </label>
            ))}
          </fieldset>
          {view.notice ? <p className={styles['hint']} role="status">{view.notice}</p> : null}
          {selectedMethod === 'creditCard' ? (
            <CardForm ref={cardForm} onFilledChange={setCardFilled} error={paymentError} />
          ) : paymentError ? (
            <p className={styles['error']} role="alert">
              {paymentError}
            </p>
          ) : null}
          {view.error ? <p className={styles['error']} role="alert">{view.error}</p> : null}
          <Button block disabled={!view.canPay || paying || (selectedMethod === 'creditCard' && !cardFilled)} busy={view.busy || paying} onClick={() => send({ type: 'PAY' })}>
            {view.payLabel}
          </Button>
          {paying ? <p role="status">Проводим оплату…</p> : null}
          <p className={styles['hint']} title="Отменить заказ можно до начала сборки: за день до первой доставки до 15:00.">
            Условия отмены: до 15:00 за день до первой доставки.
          </p>
          <div className={styles['row']}>
            <Button variant="link" onClick={() => send({ type: 'CANCEL' })}>
              Отменить заказ
            </Button>
            <Button variant="link" onClick={() => send({ type: 'CLOSE' })}>
              Закрыть
            </Button>
          </div>
        </section>
      </div>

      {sbpOpen ? (
        <SbpDialog
          hid={view.hid}
          amount={actor.getSnapshot().context.order?.deb_price ?? 0}
          onClose={() => {
            setSbpOpen(false);
            send({ type: 'DISMISS' });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={view.dialog === 'cancel'}
        title="Отменить заказ?"
        text="Заказ будет отменён. Это действие нельзя отменить."
        confirmLabel="Да, отменить"
        dismissLabel="Нет"
        onConfirm={() => send({ type: 'CONFIRM' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
      <ConfirmDialog
        open={view.dialog === 'date'}
        title={view.dateDialog.title}
        text={view.dateDialog.text}
        confirmLabel="Перенести"
        dismissLabel="Оставить как есть"
        onConfirm={() => send({ type: 'CONFIRM' })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </div>
  );
}

function ConfirmDialog(props: { open: boolean; title: string; text: string; confirmLabel: string; dismissLabel: string; onConfirm: () => void; onDismiss: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal?.();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={styles['dialog']}
      aria-label={props.title}
      onCancel={(event) => {
        event.preventDefault();
        props.onDismiss();
      }}
    >
      {props.open ? (
        <div className={styles['column']}>
          <h2>{props.title}</h2>
          <p>{props.text}</p>
          <div className={styles['row']}>
            <Button onClick={props.onConfirm}>{props.confirmLabel}</Button>
            <Button variant="secondary" onClick={props.onDismiss}>
              {props.dismissLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
