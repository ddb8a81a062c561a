import {
  catalogReady,
  NEW_CLIENT_TEXTS,
  newClientTariffInput,
  type OrderBlockCatalog,
  type OrderBlockFunnel,
  orderBlockView,
  orderBlockViewEquals,
  provideOrderBlock,
} from '@mealflow/sdk/storefront';
import { useState } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrderForm, OrderPlans, planTexts } from '../funnel';

const PLAN_TEXTS = planTexts(NEW_CLIENT_TEXTS.tariffLead);

/**
 * The plan, the days and the phone of the desktop new-client order: the landing's order block with
 * `newClientTariffInput` (the created order goes to this flow's SMS step, or a client's to the
 * profile step). Keyed by the city by its parent: a new city is a new catalogue and form.
 */
export function NewClientTariff({ cityId }: { cityId: number | undefined }) {
  const { session, ports } = useRuntime();
  const [input] = useState(() => ({
    ...newClientTariffInput(session.getSnapshot().context.profile ?? undefined, cityId),
    isSmartphone: ports.device.isSmartphone(),
    brand: ports.device.brand(),
    session,
  }));
  const actor = useScreenActor(provideOrderBlock, input);
  const block = useActorValue(actor, orderBlockView, orderBlockViewEquals);
  return (
    <>
      {block.catalog ? <OrderPlans actor={block.catalog} texts={PLAN_TEXTS} /> : null}
      {block.funnel && block.catalog ? <ReadyOrderForm actor={block.funnel} catalog={block.catalog} /> : null}
    </>
  );
}

/** The form appears once the menu is there (nothing to order before). */
function ReadyOrderForm({ actor, catalog }: { actor: OrderBlockFunnel; catalog: OrderBlockCatalog }) {
  const ready = useActorValue(catalog, catalogReady);
  return ready ? <OrderForm actor={actor} catalog={catalog} title={NEW_CLIENT_TEXTS.form} /> : null;
}
