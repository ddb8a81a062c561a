import type { landing } from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { OrderPlans, planTexts, ReadyOrderForm, useOrderBlock } from '../funnel';
import styles from './Menus.module.css';

export type MenuOrderInput = Pick<
  landing.OrderBlockInput,
  'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'queryMenuType' | 'exactMenuType'
>;

/**
 * The landing's order block (the `orderBlock` screen actor: plan picker and phone form) with the
 * input a menu or goal page gives it (`orderInput` of its connect): the line chosen, and where the
 * created order's checkout opens.
 */
export function MenuOrderBlock({ orderInput, title, plansTitle }: { orderInput: MenuOrderInput; title: string; plansTitle: string }) {
  const block = useOrderBlock(() => orderInput);
  const [plans] = useState(() => planTexts(plansTitle));
  return (
    <section aria-labelledby="menu-order-title" className={styles['page']}>
      <h2 id="menu-order-title">{title}</h2>
      {block.catalog ? <OrderPlans actor={block.catalog} texts={plans} /> : null}
      <div id="order-form">
        {block.funnel && block.catalog ? <ReadyOrderForm actor={block.funnel} catalog={block.catalog} title={title} /> : null}
      </div>
    </section>
  );
}
