import { weekOverview } from '@mealflow/sdk/cabinet';
import { PanelState } from '../../shared/ui/PanelState';
import styles from './Cabinet.module.css';
import parts from './Orders.module.css';

/**
 * The week grid's place while the week loads (issue 35): seven empty days and the action's row, about
 * the ready panel's height, so the orders list below is not pushed down when the week arrives.
 */
function WeekSkeleton() {
  return (
    <div aria-hidden="true">
      <ol className={parts['weekGrid']}>
        {Array.from({ length: 7 }, (_, day) => (
          <li key={day} className={`${parts['weekDay']} ${parts['weekDaySkeleton']}`} />
        ))}
      </ol>
      <div className={parts['weekActionSkeleton']} />
    </div>
  );
}

/**
 * The coming week's panel before its data (loading; an error with retry). Light (no machine): the
 * router's cabinet frame draws it loading as the dashboard's skeleton before the screen's chunk and
 * the profile are there (`DashboardSkeleton`), and the screen then draws the same panel.
 */
export function WeekPanelState({ state, error, retry }: { state: 'loading' | 'error'; error: string | undefined; retry: () => void }) {
  return (
    <PanelState state={state} titleId="week-title" texts={weekOverview.WEEK_TEXTS} error={error} retry={retry} className={styles['panel']}>
      <WeekSkeleton />
    </PanelState>
  );
}

const noRetry = () => undefined;

/** The dashboard's first panel while loading: the route table's skeleton for the dashboard's routes. */
export function DashboardSkeleton() {
  return <WeekPanelState state="loading" error={undefined} retry={noRetry} />;
}
