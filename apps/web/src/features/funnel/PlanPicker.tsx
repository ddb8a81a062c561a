import type { landing } from '@mealflow/sdk/storefront';
import { formatDays } from '@mealflow/sdk/domain';
import { RetryAlert } from '../../shared/ui/ErrorText';
import styles from './Funnel.module.css';
import { PlanPickerSkeleton } from './OrderBlockSkeleton';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

/** Each radio group's look: the options' box and each option. */
const OPTIONS = { group: styles['options'], choice: styles['option'] };

export interface PlanPickerTexts {
  title: string;
  loading: string;
  error: string;
  notSold: string;
  retry: string;
  perDay: string;
  menuLegend: string;
  daysLegend: string;
  goalLegend: string;
}

export interface PlanPickerProps {
  view: landing.CatalogView;
  texts: PlanPickerTexts;
  onGoal: (goal: string) => void;
  onMenuType: (menuType: string) => void;
  onDays: (days: number) => void;
  onRetry: () => void;
  /** One part only (the smartphone order's steps): the goal and line, or the days. */
  only?: 'menu' | 'days' | undefined;
}

/** Menu plans with prices (order-funnel §2 "menu plans"): the menu line, then the number of days. */
export function PlanPicker({ view, texts, onGoal, onMenuType, onDays, onRetry, only }: PlanPickerProps) {
  if (view.status === 'loading') return <PlanPickerSkeleton loading={texts.loading} />;
  if (view.status === 'failed') {
    return (
      <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={onRetry}>
        {texts.error} {view.error}
      </RetryAlert>
    );
  }
  if (view.notSold) return <p role="status">{texts.notSold}</p>;
  return (
    <div className={styles['picker']}>
      {view.goals.length > 1 && only !== 'days' ? (
        <RadioGroup name="goal" legend={texts.goalLegend} classes={OPTIONS}>
          {view.goals.map((goal) => (
            <RadioChoice key={goal.code} value={goal.code} checked={goal.selected} onSelect={() => onGoal(goal.code)}>
              <span>{goal.title}</span>
            </RadioChoice>
          ))}
        </RadioGroup>
      ) : null}
      {only !== 'days' ? (
        <RadioGroup name="menuType" legend={texts.menuLegend} classes={OPTIONS}>
          {view.plans.map((plan) => (
            <RadioChoice
              key={plan.menuType}
              value={plan.menuType}
              checked={plan.selected}
              disabled={plan.unavailableText !== undefined}
              onSelect={() => onMenuType(plan.menuType)}
            >
              <span>
                {plan.title} <span className={styles['muted']}>· {plan.kcal} ккал</span>
                {plan.unavailableText ? <span className={styles['muted']}> · {plan.unavailableText}</span> : null}
              </span>
            </RadioChoice>
          ))}
        </RadioGroup>
      ) : null}
      {only !== 'menu' ? (
        <RadioGroup name="days" legend={texts.daysLegend} classes={OPTIONS}>
          {view.days.map((option) => (
            <RadioChoice key={option.days} value={String(option.days)} checked={option.selected} onSelect={() => onDays(option.days)}>
              <span>
                {formatDays(option.days)} — {option.price}{' '}
                <span className={styles['muted']}>
                  ({option.perDay} {texts.perDay})
                </span>
              </span>
            </RadioChoice>
          ))}
        </RadioGroup>
      ) : null}
    </div>
  );
}
