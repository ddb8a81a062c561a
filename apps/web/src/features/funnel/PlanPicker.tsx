import { type CatalogView } from '@mealflow/sdk/storefront';
import { formatDays } from '@mealflow/sdk/domain';
import { Button } from '../../shared/ui/Button';
import styles from './Funnel.module.css';
import { PlanPickerSkeleton } from './OrderBlockSkeleton';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

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
  view: CatalogView;
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
      <div role="alert" className={styles['error']}>
        <p>
          {texts.error} {view.error}
        </p>
        <Button onClick={onRetry}>{texts.retry}</Button>
      </div>
    );
  }
  if (view.notSold) return <p role="status">{texts.notSold}</p>;
  return (
    <div className={styles['picker']}>
      {view.goals.length > 1 && only !== 'days' ? (
        <fieldset className={styles['options']}>
          <legend>{texts.goalLegend}</legend>
          {view.goals.map((goal) => (
            <label key={goal.code} className={styles['option']}>
              <input type="radio" name="goal" value={goal.code} checked={goal.selected} onChange={() => onGoal(goal.code)} />
              <span>{goal.title}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {only !== 'days' ? (
        <RadioGroup name="menuType" legend={texts.menuLegend} classes={{ group: styles['options'], choice: styles['option'] }}>
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
        <fieldset className={styles['options']}>
          <legend>{texts.daysLegend}</legend>
          {view.days.map((option) => (
            <label key={option.days} className={styles['option']}>
              <input type="radio" name="days" value={option.days} checked={option.selected} onChange={() => onDays(option.days)} />
              <span>
                {formatDays(option.days)} — {option.price}{' '}
                <span className={styles['muted']}>
                  ({option.perDay} {texts.perDay})
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
