import {
  catalogReady,
  isSignedIn,
  type OrderBlockCatalog,
  type OrderBlockFunnel,
  type OrderBlockInput,
  orderBlockView,
  orderBlockViewEquals,
  provideOrderBlock,
} from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrderForm, OrderPlans, planTexts } from '../funnel';
import styles from './Menus.module.css';

/** The form appears once the menu is there (nothing to order before). */
function ReadyOrderForm({ actor, catalog, title }: { actor: OrderBlockFunnel; catalog: OrderBlockCatalog; title: string }) {
  const ready = useActorValue(catalog, catalogReady);
  return ready ? <OrderForm actor={actor} catalog={catalog} title={title} /> : null;
}

export type MenuOrderInput = Pick<
  OrderBlockInput,
  'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'queryMenuType' | 'exactMenuType'
>;

/**
 * The landing's order block (the `orderBlock` screen actor: plan picker and phone form) with the
 * input a menu or goal page gives it (`orderInput` of its connect): the line chosen, and where the
 * created order's checkout opens.
 */
export function MenuOrderBlock({ orderInput, title, plansTitle }: { orderInput: MenuOrderInput; title: string; plansTitle: string }) {
  const { session } = useRuntime();
  const facts = useScreenFacts();
  const [input] = useState(() => ({
    ...orderInput,
    isSmartphone: facts.smartphone,
    brand: facts.brand,
    loggedIn: isSignedIn(session.getSnapshot()),
    session,
  }));
  const block = useActorValue(useScreenActor(provideOrderBlock, input), orderBlockView, orderBlockViewEquals);
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
