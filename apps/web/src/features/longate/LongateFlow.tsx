import { longate } from '@mealflow/sdk/cabinet';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PanelState } from '../../shared/ui/PanelState';
import { LongatePay } from './LongatePay';
import styles from './Longate.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

type Longate = longate.LongateView & longate.LongateHandlers;
const sameChildren = (a: longate.LongateChildren, b: longate.LongateChildren) => a.payment === b.payment && a.sbp === b.sbp;

/**
 * The extension flow (personal-cabinet §2.1 'Extension (longate) flow') on the `longate` screen
 * actor: the route's page goes to the machine (PAGE), so moving between the steps keeps the order.
 */
export function LongateFlow({ hid, page }: { hid: string; page: longate.LongatePage }) {
  const actor = useScreenActor(longate.provideLongate, { hid, page });
  const view = useConnect(actor, longate.connectLongate);
  const children = useActorValue(actor, longate.longateChildren, sameChildren);
  useEffect(() => {
    actor.send({ type: 'PAGE', page });
  }, [actor, page]);
  return <LongateScreen view={view} actors={children} />;
}

/** Every state of the flow, from its view model (stories render it over the sandbox too). */
export function LongateScreen({ view, actors }: { view: Longate; actors: longate.LongateChildren }) {
  const { texts } = view;
  if (view.status === 'cancelled') return <PageLoading />;
  if (view.status === 'loading' || view.status === 'error') {
    return (
      <PanelState
        state={view.status}
        titleId="longate-title"
        level={1}
        className={styles['panel']}
        texts={texts}
        error={view.error}
        retry={view.retry}
      />
    );
  }
  if (view.status === 'refused') {
    return (
      <section className={styles['panel']} aria-labelledby="longate-title">
        <h1 id="longate-title">{texts.refusedTitle}</h1>
        <p role="alert">{view.refusal}</p>
        <p>
          <Link href={view.links.cabinet}>{texts.toOrders}</Link>
        </p>
      </section>
    );
  }
  return (
    <div className={styles['stack']}>
      <Summary view={view} />
      {view.page === 'overview' ? <Overview view={view} /> : null}
      {view.page === 'deliveries' ? <Deliveries view={view} /> : null}
      {view.page === 'change' ? <Plans view={view} /> : null}
      {view.page === 'creditcard' ? <LongatePay view={view} actors={actors} /> : null}
      {view.page === 'cancel' ? (
        <>
          <Overview view={view} />
          <CancelDialog view={view} />
        </>
      ) : null}
    </div>
  );
}

function Summary({ view }: { view: Longate }) {
  const { summary, texts } = view;
  if (!summary) return null;
  return (
    <section className={styles['panel']} aria-labelledby="longate-title">
      <h1 id="longate-title">{texts.title}</h1>
      <p>{texts.continues}</p>
      <dl className={styles['facts']}>
        <div>
          <dt>Рацион</dt>
          <dd>{summary.lineTitle}</dd>
        </div>
        <div>
          <dt>Срок</dt>
          <dd>
            {summary.daysText}, {summary.personsText}
          </dd>
        </div>
        {summary.periodText ? (
          <div>
            <dt>Доставки</dt>
            <dd>{summary.periodText}</dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.toPay}</dt>
          <dd className={styles['money']}>{summary.amountText}</dd>
        </div>
      </dl>
      {view.links.longatedOrder ? (
        <p>
          <Link href={view.links.longatedOrder}>Текущий заказ</Link>
        </p>
      ) : null}
    </section>
  );
}

function Overview({ view }: { view: Longate }) {
  const { links, texts, summary } = view;
  return (
    <nav className={styles['panel']} aria-label="Действия с продлением">
      <ul className={styles['actions']}>
        <li>
          <Link href={links.creditcard} className={styles['primary']}>
            {texts.pay} {summary ? <span className={styles['money']}>{summary.amountText}</span> : null}
          </Link>
        </li>
        <li>
          <Link href={links.change}>{texts.change}</Link>
        </li>
        <li>
          <Link href={links.deliveries}>{texts.deliveries}</Link>
        </li>
        <li>
          <Link href={links.cancel}>{texts.cancel}</Link>
        </li>
      </ul>
    </nav>
  );
}

function Deliveries({ view }: { view: Longate }) {
  const { texts } = view;
  return (
    <section className={styles['panel']} aria-labelledby="longate-deliveries">
      <h2 id="longate-deliveries">{texts.deliveries}</h2>
      <ul className={styles['list']} aria-label={texts.deliveries}>
        {view.deliveries.map((d) => (
          <li key={d.id}>
            <div>
              {d.dateText} · {d.windowText}
            </div>
            {d.addressText ? <p className={styles['muted']}>{d.addressText}</p> : null}
          </li>
        ))}
      </ul>
      <Link href={view.links.overview}>{texts.back}</Link>
    </section>
  );
}

function Plans({ view }: { view: Longate }) {
  const { plans, texts } = view;
  return (
    <section className={styles['panel']} aria-labelledby="longate-plans">
      <h2 id="longate-plans">{texts.changeTitle}</h2>
      <RadioGroup
        name="longate-plan"
        legend={texts.changeTitle}
        classes={{ group: styles['plans'], legend: 'visually-hidden', choice: styles['option'] }}
        disabled={plans.changing}
        aria-busy={plans.changing}
      >
        {plans.options.map((option) => (
          <RadioChoice key={option.id} checked={option.current} onSelect={() => view.selectPlan(option.id)}>
            {option.title} — <span className={styles['money']}>{option.priceText}</span>
            {option.current ? <span className={styles['muted']}>({texts.current})</span> : null}
          </RadioChoice>
        ))}
      </RadioGroup>
      {plans.changing ? <p role="status">Меняем рацион…</p> : null}
      {plans.error ? (
        <p role="alert" className={styles['error']}>
          {plans.error}
        </p>
      ) : null}
      <Link href={view.links.overview}>{texts.back}</Link>
    </section>
  );
}

function CancelDialog({ view }: { view: Longate }) {
  const { texts, cancel } = view;
  return (
    <ConfirmDialog
      open
      title={texts.cancelTitle}
      text={texts.cancelText}
      error={cancel.error}
      keepLabel={texts.keep}
      confirmLabel={texts.cancel}
      busy={cancel.cancelling}
      onKeep={view.dismiss}
      onConfirm={view.confirmCancel}
    />
  );
}
