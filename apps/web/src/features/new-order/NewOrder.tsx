import {
  cabinetOrderInput,
  catalogSummaryOf,
  connectCatalog,
  connectFunnel,
  LANDING_TEXTS,
  LOGIN_TEXTS,
  orderBlockView,
  orderBlockViewEquals,
  type OrderBlockCatalog,
  type OrderBlockFunnel,
  type RouteName,
} from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import { FunnelForm, PlanPicker } from '../funnel';
import styles from './NewOrder.module.css';

// not in the spec: the words of the cabinet's new-order screen.
export const NEW_ORDER_TEXTS = {
  title: 'Новый заказ',
  plans: 'Выберите рацион и количество дней',
  form: 'Оформление заказа',
};

const PLAN_TEXTS = {
  title: NEW_ORDER_TEXTS.plans,
  loading: LANDING_TEXTS.plansLoading,
  error: LANDING_TEXTS.plansError,
  notSold: LANDING_TEXTS.notSold,
  retry: LOGIN_TEXTS.retry,
  perDay: LANDING_TEXTS.perDay,
  menuLegend: 'Рацион',
  daysLegend: 'Сколько дней',
  goalLegend: 'Цель',
};

/**
 * A new order started in the cabinet (personal-cabinet §2.1 new-order routes; funnel §4): the
 * landing's order-block machine with the cabinet's input (`cabinetOrderInput`: the client's city,
 * origin 13, the cabinet's checkout). The plan picker, then the form with the profile's phone; the
 * created order opens its checkout inside the cabinet. Rendered inside `CabinetLayout`, so the
 * profile is loaded.
 */
export function NewOrder({ route }: { route: RouteName }) {
  const { session, ports } = useRuntime();
  const [input] = useState(() => ({
    ...cabinetOrderInput(route, session.getSnapshot().context.profile ?? undefined),
    isSmartphone: ports.device.isSmartphone(),
    brand: ports.device.brand(),
    session,
  }));
  const actor = useScreenActor('orderBlock', input);
  const block = useSelector(actor, orderBlockView, orderBlockViewEquals);
  return (
    <div className={styles['page']}>
      <h2 className={styles['title']}>{NEW_ORDER_TEXTS.title}</h2>
      <section aria-labelledby="new-order-plans">
        <h3 id="new-order-plans" className={styles['subtitle']}>
          {NEW_ORDER_TEXTS.plans}
        </h3>
        {block.catalog ? <Plans actor={block.catalog} /> : null}
      </section>
      {block.funnel && block.catalog ? <OrderForm actor={block.funnel} catalog={block.catalog} /> : null}
    </div>
  );
}

function Plans({ actor }: { actor: OrderBlockCatalog }) {
  const catalog = useConnect(actor, connectCatalog);
  return <PlanPicker view={catalog} texts={PLAN_TEXTS} onGoal={catalog.selectGoal} onMenuType={catalog.selectMenuType} onDays={catalog.selectDays} onRetry={catalog.retry} />;
}

/** The form appears once the menu is there (nothing to order before). */
function OrderForm({ actor, catalog: catalogActor }: { actor: OrderBlockFunnel; catalog: OrderBlockCatalog }) {
  const funnel = useConnect(actor, connectFunnel);
  const summary = useSelector(catalogActor, catalogSummaryOf);
  const ready = useSelector(catalogActor, (s) => s.matches('ready'));
  if (!ready) return null;
  return (
    <FunnelForm
      title={NEW_ORDER_TEXTS.form}
      summary={summary}
      phone={funnel.phone}
      placeholder={funnel.placeholder}
      phoneError={funnel.phoneError}
      error={funnel.error}
      busy={funnel.busy}
      buttonLabel={funnel.buttonLabel}
      buttonDisabled={funnel.buttonDisabled}
      legalText={LOGIN_TEXTS.legal}
      offerLabel={LOGIN_TEXTS.offer}
      consentLabel={LOGIN_TEXTS.consent}
      onPhoneChange={funnel.changePhone}
      onSubmit={funnel.submit}
    />
  );
}
