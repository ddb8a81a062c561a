import { newClient } from '@mealflow/sdk/storefront';
import { OrderPlans, planTexts, ReadyOrderForm, useOrderBlock } from '../funnel';

const PLAN_TEXTS = planTexts(newClient.NEW_CLIENT_TEXTS.tariffLead);

/**
 * The plan, the days and the phone of the desktop new-client order: the landing's order block with
 * `newClientTariffInput` (the created order goes to this flow's SMS step, or a client's to the
 * profile step). Keyed by the city by its parent: a new city is a new catalogue and form.
 */
export function NewClientTariff({ cityId }: { cityId: number | undefined }) {
  const block = useOrderBlock((profile) => newClient.newClientTariffInput(profile, cityId));
  return (
    <>
      {block.catalog ? <OrderPlans actor={block.catalog} texts={PLAN_TEXTS} /> : null}
      {block.funnel && block.catalog ? (
        <ReadyOrderForm actor={block.funnel} catalog={block.catalog} title={newClient.NEW_CLIENT_TEXTS.form} />
      ) : null}
    </>
  );
}
