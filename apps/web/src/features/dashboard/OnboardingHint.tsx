import { onboarding } from '@mealflow/sdk/cabinet';
import { useId, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import styles from './Cabinet.module.css';

/**
 * The onboarding hints (personal-cabinet §3 "onboarding hints", §7): a panel above the page, never a
 * modal, so it blocks nothing. 'Следующая подсказка' / 'Понятно' on the last, 'Предыдущая
 * подсказка', 'Пропустить подсказки'; Escape inside the panel skips. Each hint is announced politely.
 */
export function OnboardingHint({ actor }: { actor: ActorRefFrom<onboarding.OnboardingMachine> }) {
  const view = useConnect(actor, onboarding.connectOnboarding);
  const titleId = useId();
  if (!view.open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      view.skip();
    }
  };
  return (
    <aside className={styles['hint']} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p id={titleId} className={styles['hintStep']}>
        {view.stepText}
      </p>
      <p className={styles['hintText']} aria-live="polite">
        {view.text}
      </p>
      <div className={styles['hintActions']}>
        {view.canGoBack ? (
          <Button variant="secondary" onClick={view.back}>
            {onboarding.ONBOARDING_TEXTS.back}
          </Button>
        ) : null}
        <Button onClick={view.next}>{view.last ? onboarding.ONBOARDING_TEXTS.finish : onboarding.ONBOARDING_TEXTS.next}</Button>
        <Button variant="secondary" onClick={view.skip}>
          {onboarding.ONBOARDING_TEXTS.skip}
        </Button>
      </div>
    </aside>
  );
}
