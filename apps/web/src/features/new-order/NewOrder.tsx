import { landing } from '@mealflow/sdk/storefront';
import { type RouteName } from '@mealflow/sdk/routing';
import { OrderPlans, planTexts, ReadyOrderForm, useOrderBlock } from '../funnel';
import styles from './NewOrder.module.css';

// not in the spec: the words of the cabinet's new-order screen.
export const NEW_ORDER_TEXTS = {
  title: 'Новый заказ',
  plans: 'Выберите рацион и количество дней',
  form: 'Оформление заказа',
};

const PLAN_TEXTS = planTexts(NEW_ORDER_TEXTS.plans);

/**
 * A new order started in the cabinet (personal-cabinet §2.1 new-order routes; funnel §4): the
 * landing's order-block machine with the cabinet's input (`cabinetOrderInput`: the client's city,
 * origin 13, the cabinet's checkout). The plan picker, then the form with the profile's phone; the
 * created order opens its checkout inside the cabinet. Rendered inside `CabinetLayout`, so the
 * profile is loaded.
 */
export function NewOrder({ route }: { route: RouteName }) {
  const block = useOrderBlock((profile) => landing.cabinetOrderInput(route, profile));
  return (
    <div className={styles['page']}>
      <h2 className={styles['title']}>{NEW_ORDER_TEXTS.title}</h2>
      <section aria-labelledby="new-order-plans">
        <h3 id="new-order-plans" className={styles['subtitle']}>
          {NEW_ORDER_TEXTS.plans}
        </h3>
        {block.catalog ? <OrderPlans actor={block.catalog} texts={PLAN_TEXTS} /> : null}
      </section>
      {block.funnel && block.catalog ? <ReadyOrderForm actor={block.funnel} catalog={block.catalog} title={NEW_ORDER_TEXTS.form} /> : null}
    </div>
  );
}
