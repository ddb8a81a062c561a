import {
  COOKIES,
  connectTargetDetails,
  orderBlockView,
  orderBlockViewEquals,
  resolveCity,
  type OrderBlockCatalog,
  type OrderBlockFunnel,
  type TargetDetailsView,
} from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { OrderForm, OrderPlans, planTexts } from '../funnel';
import styles from './Menus.module.css';

type OrderInput = NonNullable<TargetDetailsView['orderInput']>;

/** The form appears once the menu is there (nothing to order before). */
function ReadyOrderForm({ actor, catalog, title }: { actor: OrderBlockFunnel; catalog: OrderBlockCatalog; title: string }) {
  const ready = useSelector(catalog, (s) => s.matches('ready'));
  return ready ? <OrderForm actor={actor} catalog={catalog} title={title} /> : null;
}

/** The landing's order block with the goal's input: the created order's checkout is SingleStepOrderInTargets. */
function TargetOrder({ orderInput, texts }: { orderInput: OrderInput; texts: TargetDetailsView['texts'] }) {
  const { session, ports } = useRuntime();
  const [input] = useState(() => ({
    ...orderInput,
    isSmartphone: ports.device.isSmartphone(),
    brand: ports.device.brand(),
    loggedIn: session.getSnapshot().matches('authenticated'),
    session,
  }));
  const block = useSelector(useScreenActor('orderBlock', input), orderBlockView, orderBlockViewEquals);
  const [plans] = useState(() => planTexts(texts.plans));
  return (
    <section aria-labelledby="target-order-title" className={styles['page']}>
      <h2 id="target-order-title">{texts.orderTitle}</h2>
      {block.catalog ? <OrderPlans actor={block.catalog} texts={plans} /> : null}
      <div id="order-form">{block.funnel && block.catalog ? <ReadyOrderForm actor={block.funnel} catalog={block.catalog} title={texts.orderTitle} /> : null}</div>
    </section>
  );
}

function TargetDetails({ target, cityId }: { target: string; cityId: number }) {
  const { ports } = useRuntime();
  const [input] = useState(() => ({ target, cityId, brand: ports.device.brand() }));
  const view = useConnect(useScreenActor('targetDetails', input), connectTargetDetails);
  return (
    <>
      <section className={styles['page']} aria-labelledby="target-title">
        <h1 id="target-title">{view.title ?? view.texts.linesTitle}</h1>
        {view.status === 'loading' ? <p role="status">{view.texts.loading}</p> : null}
        {view.status === 'error' ? (
          <>
            <p className={styles['error']} role="alert">
              {view.error}
            </p>
            <Button onClick={view.retry}>{view.texts.retry}</Button>
          </>
        ) : null}
        {view.status === 'notFound' ? (
          <>
            <p role="status">{view.texts.notFound}</p>
            <Link href={view.landingPath} className={styles['order']}>
              {view.texts.toLanding}
            </Link>
          </>
        ) : null}
        {view.status === 'ready' ? (
          <>
            <h2>{view.texts.linesTitle}</h2>
            <ul className={styles['lines']}>
              {view.lines.map((line) => (
                <li key={line.type} className={styles['day']} aria-labelledby={`target-line-${line.type}`}>
                  <h3 id={`target-line-${line.type}`}>{line.title}</h3>
                  {line.subtitle ? <p className={styles['muted']}>{line.subtitle}</p> : null}
                  <ul className={styles['facts']}>
                    {line.facts.map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                  <Link href={line.menuPath}>{line.menuLinkText}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {view.orderInput ? <TargetOrder orderInput={view.orderInput} texts={view.texts} /> : null}
    </>
  );
}

/** TargetDetails `/targets/{target}` (personal-cabinet §2.1): a goal's lines and its order, checkout at SingleStepOrderInTargets. */
export default function TargetDetailsPage({ params }: ScreenProps) {
  const { ports } = useRuntime();
  const target = params['target'] ?? '';
  const cityId = resolveCity({ host: ports.device.host(), cookieCityId: ports.cookies.get(COOKIES.city) }).cityId;
  return <TargetDetails key={`${target}:${cityId}`} target={target} cityId={cityId} />;
}
