import { weekOverview } from '@mealflow/sdk/cabinet';
import type { ActorRefFrom } from 'xstate';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import styles from './Cabinet.module.css';
import type { OrdersActor } from './OrdersScreen';
import parts from './Orders.module.css';
import { WeekPanelState } from './WeekPanelState';

type View = weekOverview.WeekOverviewView & weekOverview.WeekOverviewHandlers;

/**
 * The coming week at the top of the dashboard (issue 31): a week grid (today and the next 6 days,
 * each with its deliveries — window, line, address — and the charges made that day), then the next
 * charge of each subscription and its date, with 'Оформить новый заказ' as the primary action.
 * States: loading, error with retry, empty, ready.
 */
export function WeekOverviewPanel({ view }: { view: View }) {
  const { texts } = view;
  if (view.status === 'loading' || view.status === 'error')
    return <WeekPanelState state={view.status} error={view.error} retry={view.retry} />;
  return (
    <section className={styles['panel']} aria-labelledby="week-title" aria-busy={view.refreshing}>
      <h2 id="week-title">{texts.title}</h2>
      {view.status === 'empty' ? <p className={parts['muted']}>{texts.empty}</p> : null}
      {view.status === 'ready' ? (
        <section aria-labelledby="week-deliveries" className={parts['section']}>
          <h3 id="week-deliveries">{texts.deliveries}</h3>
          <ol className={parts['weekGrid']} aria-label={texts.grid}>
            {view.days.map((day) => (
              <li key={day.date} className={parts['weekDay']} aria-label={day.label} aria-current={day.today ? 'date' : undefined}>
                <strong className={parts['weekDate']}>{day.dateText}</strong>
                {day.emptyText ? <span className={parts['muted']}>{day.emptyText}</span> : null}
                {day.deliveries.length + day.charges.length > 0 ? (
                  <ul className={parts['weekItems']}>
                    {day.deliveries.map((d) => (
                      <li key={d.id}>
                        <span>{d.windowText}</span>
                        <Link href={d.path} aria-label={`${d.lineText}: ${d.dateText}`}>
                          {d.lineText}
                        </Link>
                        {d.addressText ? <span className={parts['address']}>{d.addressText}</span> : null}
                      </li>
                    ))}
                    {day.charges.map((c) => (
                      <li key={c.id}>
                        {texts.chargeOnDay} {c.text}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.charges.length > 0 ? (
        <section aria-labelledby="week-charges" className={parts['section']}>
          <h3 id="week-charges">{texts.charges}</h3>
          <ul className={parts['rows']}>
            {view.charges.map((c) => (
              <li key={c.id} className={parts['row']}>
                <strong>{c.dateText}</strong>
                <span>{c.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={parts['actions']}>
        <Link href={view.newOrderPath} className={parts['payLink']}>
          {texts.newOrder}
        </Link>
      </div>
    </section>
  );
}

/** The week-overview machine's actor: `client-subscriptions`, and the orders of the list beside it (`orders`). */
export type WeekActor = ActorRefFrom<weekOverview.WeekOverviewMachine>;

/** The page's week-overview actor (the dashboard holds the panels below the week until it has loaded). */
export function useWeekOverviewActor(orders: OrdersActor): WeekActor {
  const facts = useScreenFacts();
  return useScreenActor(weekOverview.provideWeekOverview, { brand: facts.brand, orders });
}

/** The overview on a week-overview actor made by the page. */
export function WeekOverview({ smartphone, actor }: { smartphone: boolean; actor: WeekActor }) {
  const facts = useScreenFacts();
  const connect = useCallback(
    (snapshot: weekOverview.WeekOverviewSnapshot, send: Parameters<typeof weekOverview.connectWeekOverview>[1]) =>
      weekOverview.connectWeekOverview(snapshot, send, { smartphone, nowMs: facts.now() }),
    [smartphone, facts],
  );
  return <WeekOverviewPanel view={useConnect(actor, connect)} />;
}
