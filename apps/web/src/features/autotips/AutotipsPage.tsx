import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { autoTips } from '@mealflow/sdk/checkout';
import { isAutoTipsOffered } from '@mealflow/sdk/routing';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { AUTOTIPS_TEXTS as TEXTS, AutoTipsControls } from './AutoTipsControls';
import styles from './Autotips.module.css';

/**
 * /dashboard/autotips (personal-cabinet §2.1 autotips, §4 "Auto-tips", §5): the existing auto-tips
 * machine over the tip templates (GET/POST/DELETE), only for profiles with isAutoTipsEnabled; its
 * card is the profile's saved card. A failed template load is logged and said, with a retry (ours: the spec only logs it).
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
  const profile = useActorValue(session, (s) => sessionGroup.sessionView(s).profile);
  const actor = useScreenActor(autoTips.provideAutoTips, {
    allowed: isAutoTipsOffered(profile),
    cardId: profile?.card?.id,
    cardMask: profile?.card?.mask,
    open: true,
  });
  const tips = useConnect(actor, autoTips.connectAutoTips);
  return (
    <section className={styles['panel']} aria-labelledby="autotips-title" aria-busy={tips.busy || undefined}>
      <h2 id="autotips-title">{TEXTS.title}</h2>
      {!tips.visible ? <p>{TEXTS.notOffered}</p> : <AutoTipsControls tips={tips} />}
    </section>
  );
}
