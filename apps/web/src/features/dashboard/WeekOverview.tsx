import { connectWeekOverview, provideWeekOverview, type WeekOverviewHandlers, type WeekOverviewSnapshot, type WeekOverviewView } from '@mealflow/sdk';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PanelState } from '../../shared/ui/PanelState';
import styles from './Cabinet.module.css';
import parts from './Orders.module.css';

type View = WeekOverviewView & WeekOverviewHandlers;

/**
 * The coming week at the top of the dashboard (issue 31): the deliveries (date, window, address,
 * line) and the next charge of each subscription, with 'Оформить новый заказ' as the primary action.
 * States: loading, error with retry, empty, ready.
 */
export function WeekOverviewPanel({ view }: { view: View }) {
  const { texts } = view;
  if (view.status === 'loading' || view.status === 'error') {
    return <PanelState state={view.status} titleId="week-title" texts={texts} error={view.error} retry={view.retry} className={styles['panel']} />;
  }
  return (
    <section className={styles['panel']} aria-labelledby="week-title" aria-busy={view.refreshing}>
      <h2 id="week-title">{texts.title}</h2>
      {view.status === 'empty' ? <p className={parts['muted']}>{texts.empty}</p> : null}
      {view.deliveries.length > 0 ? (
        <section aria-labelledby="week-deliveries" className={parts['section']}>
          <h3 id="week-deliveries">{texts.deliveries}</h3>
          <ul className={parts['rows']}>
            {view.deliveries.map((d) => (
              <li key={d.id} className={parts['row']}>
                <span>
                  <strong>{d.dateText}</strong>, {d.windowText}
                  {d.addressText ? <span className={parts['address']}>{d.addressText}</span> : null}
                </span>
                <Link href={d.path} aria-label={`${d.lineText}: ${d.dateText}`}>
                  {d.lineText}
                </Link>
              </li>
            ))}
          </ul>
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

/** The overview on the week-overview machine (`orders/active` and `client-subscriptions`, one round trip). */
export function WeekOverview({ smartphone }: { smartphone: boolean }) {
  const { ports } = useRuntime();
  const actor = useScreenActor(provideWeekOverview, { brand: ports.device.brand() });
  const connect = useCallback(
    (snapshot: WeekOverviewSnapshot, send: Parameters<typeof connectWeekOverview>[1]) => connectWeekOverview(snapshot, send, { smartphone, nowMs: ports.clock.now() }),
    [smartphone, ports],
  );
  return <WeekOverviewPanel view={useConnect(actor, connect)} />;
}
