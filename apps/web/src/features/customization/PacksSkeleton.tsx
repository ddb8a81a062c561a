import { CUSTOMIZATION_TEXTS } from '@mealflow/sdk/domain';
import page from '../../shared/layout/Page.module.css';
import styles from './Customization.module.css';

/**
 * The order's dishes page (`OrderPacksPage`) while its order loads: what `Customization` draws in its
 * loading state before it has an order title (heading level 1, the loading line, its two empty live
 * regions), the same elements and classes. Light (no machine, no SDK call): the route table's
 * skeleton for /dashboard/order/{hid}/packs (issue 35), so the heading paints with the cabinet frame
 * and the screen keeps it in place (`e2e/cabinet-paint-order.spec.ts`, `cabinet-layout-shift.spec.ts`).
 */
export function PacksSkeleton() {
  return (
    <section className={page['page']} aria-labelledby="customization-title">
      <h1 id="customization-title">{CUSTOMIZATION_TEXTS.packsTitle}</h1>
      <p role="status">{CUSTOMIZATION_TEXTS.loading}</p>
      <div role="status" className={styles['status']} />
      <div role="status" className={styles['price']} />
    </section>
  );
}
