import { menus } from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { Link } from 'wouter';
import { useCityId } from '../../shared/runtime/city';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { MenuOrderBlock } from './MenuOrderBlock';
import styles from './Menus.module.css';

function TargetDetails({ target, cityId }: { target: string; cityId: number }) {
  const facts = useScreenFacts();
  const [input] = useState(() => ({ target, cityId, brand: facts.brand }));
  const view = useConnect(useScreenActor(menus.provideTargetDetails, input), menus.connectTargetDetails);
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
      {view.orderInput ? <MenuOrderBlock orderInput={view.orderInput} title={view.texts.orderTitle} plansTitle={view.texts.plans} /> : null}
    </>
  );
}

/** TargetDetails `/targets/{target}` (personal-cabinet §2.1): a goal's lines and its order, checkout at SingleStepOrderInTargets. */
export default function TargetDetailsPage({ params }: ScreenProps) {
  const target = params['target'] ?? '';
  const cityId = useCityId();
  return <TargetDetails key={`${target}:${cityId}`} target={target} cityId={cityId} />;
}
