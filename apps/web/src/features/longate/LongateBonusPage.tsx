import { longate } from '@mealflow/sdk/cabinet';
import { Link, useSearch } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { PanelState } from '../../shared/ui/PanelState';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import styles from './Longate.module.css';

type View = ReturnType<typeof longate.connectLongateBonuses>;

/**
 * /longate-bonus (LongateBonus, login needed; personal-cabinet §2.1, §7 `finance/longate-bonuses`):
 * the bonuses that burn unless the client extends, each with its way into the extension flow.
 * The link's `burnId_H` picks one burn.
 */
export default function LongateBonusPage({ route }: ScreenProps) {
  const burnId = new URLSearchParams(useSearch()).get('burnId_H') ?? undefined;
  const actor = useScreenActor(longate.provideLongateBonuses, { burnId });
  const view = useConnect(actor, longate.connectLongateBonuses);
  return (
    <CabinetLayout route={route.name}>
      <LongateBonuses view={view} />
    </CabinetLayout>
  );
}

export function LongateBonuses({ view }: { view: View }) {
  const { texts } = view;
  if (view.status === 'loading' || view.status === 'error') {
    return (
      <PanelState
        state={view.status}
        titleId="longate-bonus-title"
        level={1}
        className={styles['panel']}
        texts={texts}
        error={view.error}
        retry={view.retry}
      />
    );
  }
  return (
    <section className={styles['panel']} aria-labelledby="longate-bonus-title">
      <h1 id="longate-bonus-title">{texts.title}</h1>
      {view.status === 'empty' ? (
        <p>{texts.empty}</p>
      ) : (
        <>
          <p>{texts.lead}</p>
          <ul className={styles['list']} aria-label="Сгорающие бонусы">
            {view.rows.map((row) => (
              <li key={row.id}>
                <p>
                  <strong className={styles['money']}>{row.amountText}</strong> · {row.burnText}
                </p>
                {row.kept ? <p>{texts.kept}</p> : null}
                {row.extendHref ? (
                  <Link href={row.extendHref} className={styles['primary']}>
                    {texts.extend}
                  </Link>
                ) : null}
                {!row.kept && !row.extendHref ? (
                  <p>
                    {texts.nothingToExtend} <Link href={view.links.newOrder}>{texts.newOrder}</Link>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={view.links.wallet}>{texts.wallet}</Link>
    </section>
  );
}
