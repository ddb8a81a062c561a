import { connectAutoTips, isAutoTipsOffered, sessionView } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useRuntime } from '../../app/RuntimeContext';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { CabinetLayout } from '../dashboard';
import styles from './Autotips.module.css';

// not in the spec: the words of the auto-tips page (the checkout's block says the same things).
const TEXTS = {
  title: 'Автоматические чаевые',
  lead: 'Чаевые курьеру спишутся с карты после каждой доставки. Если вы поставите курьеру низкую оценку, чаевые не спишутся.',
  toggle: 'Оставлять чаевые после каждой доставки',
  amount: 'Сумма чаевых',
  needsCard: 'Чаевые спишутся с сохранённой карты — привяжите карту в настройках.',
  saved: 'Чаевые будут списываться автоматически',
  notOffered: 'Автоматические чаевые пока недоступны для вашего профиля.',
  cards: 'Банковские карты',
} as const;

/**
 * /dashboard/autotips (personal-cabinet §2.1 autotips, §4 "Auto-tips", §5): the existing auto-tips
 * machine over the tip templates (GET/POST/DELETE), only for profiles with isAutoTipsEnabled; its
 * card is the profile's saved card. A failed template load is logged only.
 */
export default function AutotipsPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <AutoTips />
    </CabinetLayout>
  );
}

/** Rendered once the profile is there (the frame shows its loading first): it gives the flag and the card. */
function AutoTips() {
  const { session } = useRuntime();
  const profile = useSelector(session, (s) => sessionView(s).profile);
  const actor = useScreenActor('autoTips', { allowed: isAutoTipsOffered(profile), cardId: profile?.card?.id, open: true });
  const tips = useConnect(actor, connectAutoTips);
  return (
    <section className={styles['panel']} aria-labelledby="autotips-title" aria-busy={tips.busy || undefined}>
      <h2 id="autotips-title">{TEXTS.title}</h2>
      {!tips.visible ? <p>{TEXTS.notOffered}</p> : <AutoTipsControls tips={tips} />}
    </section>
  );
}

/** The switch, the amounts and the outcome (the page and the root view's auto-tips modal). */
export function AutoTipsControls({ tips }: { tips: ReturnType<typeof connectAutoTips> }) {
  return (
    <>
      <p className={styles['muted']}>{TEXTS.lead}</p>
      <label className={styles['choice']}>
        <input type="checkbox" checked={tips.enabled} disabled={tips.busy || tips.tips.length === 0} onChange={(event) => tips.toggle(event.target.checked)} />
        {TEXTS.toggle}
      </label>
      {tips.tips.length ? (
        <div className={styles['actions']} role="group" aria-label={TEXTS.amount}>
          {tips.tips.map((tip) => (
            <Button key={tip.id} variant="secondary" aria-pressed={tip.selected} disabled={tips.busy} onClick={() => tips.selectTip(tip.id)}>
              {tip.label}
            </Button>
          ))}
        </div>
      ) : null}
      {tips.needsCard ? <p className={styles['muted']}>{TEXTS.needsCard}</p> : null}
      {tips.saved ? (
        <p className={styles['success']} role="status">
          {TEXTS.saved}
        </p>
      ) : null}
      {tips.error ? (
        <p className={styles['error']} role="alert">
          {tips.error}
        </p>
      ) : null}
    </>
  );
}
