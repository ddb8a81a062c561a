import {
  catalogChosen,
  MOBILE_ORDER_TEXTS,
  type MobileOrderChoice,
  mobileOrderInput,
  mobileOrderNav,
  type MobileOrderStep,
  type OrderBlockCatalog,
  type OrderBlockFunnel,
} from '@mealflow/sdk/storefront';
import { useLocation } from 'wouter';
import { useActorValue } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { OrderForm, OrderPlans, planTexts, useOrderBlock } from '../funnel';
import { MobileOrderHead } from './MobileOrderHead';
import styles from './MobileOrder.module.css';

type PlanStep = Exclude<MobileOrderStep, 'payment'>;

/**
 * The line, the days and the phone: one order-block actor for the three steps (the router keeps
 * this screen mounted between them), started with the choice of the address.
 */
export function MobileOrderPlanSteps({
  step,
  initialChoice,
  cityId,
}: {
  step: PlanStep;
  initialChoice: MobileOrderChoice;
  cityId: number;
}) {
  const block = useOrderBlock((profile) => mobileOrderInput(profile, cityId, initialChoice));
  return (
    <section className={styles['page']} aria-labelledby="mobile-order-title">
      {block.catalog && block.funnel ? <Steps step={step} catalog={block.catalog} funnel={block.funnel} /> : null}
    </section>
  );
}

const sameChoice = (a: MobileOrderChoice, b: MobileOrderChoice) => a.menuType === b.menuType && a.days === b.days;

function Steps({ step, catalog, funnel }: { step: PlanStep; catalog: OrderBlockCatalog; funnel: OrderBlockFunnel }) {
  const [, navigate] = useLocation();
  const choice = useActorValue(catalog, (s): MobileOrderChoice => ({ menuType: s.context.menuType, days: s.context.days }), sameChoice);
  const ready = useActorValue(catalog, catalogChosen);
  const nav = mobileOrderNav(step, choice);
  const texts = planTexts(nav.title);
  return (
    <>
      <MobileOrderHead step={step} choice={choice} />
      {step === 'profile' ? (
        ready ? (
          <OrderForm actor={funnel} catalog={catalog} title={MOBILE_ORDER_TEXTS.form} />
        ) : (
          <OrderPlans actor={catalog} texts={texts} only="days" />
        )
      ) : (
        <OrderPlans actor={catalog} texts={texts} only={step === 'menu' ? 'menu' : 'days'} />
      )}
      {nav.next && ready ? (
        <div className={styles['nav']}>
          <Button block onClick={() => navigate(nav.next ?? '')}>
            {MOBILE_ORDER_TEXTS.next}
          </Button>
        </div>
      ) : null}
    </>
  );
}
