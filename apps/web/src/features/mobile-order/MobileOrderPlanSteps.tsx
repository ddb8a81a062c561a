import { landing } from '@mealflow/sdk/storefront';
import { useLocation } from 'wouter';
import { useActorValue } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { OrderForm, OrderPlans, planTexts, useOrderBlock } from '../funnel';
import { MobileOrderHead } from './MobileOrderHead';
import styles from './MobileOrder.module.css';

type PlanStep = Exclude<landing.MobileOrderStep, 'payment'>;

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
  initialChoice: landing.MobileOrderChoice;
  cityId: number;
}) {
  const block = useOrderBlock((profile) => landing.mobileOrderInput(profile, cityId, initialChoice));
  return (
    <section className={styles['page']} aria-labelledby="mobile-order-title">
      {block.catalog && block.funnel ? <Steps step={step} catalog={block.catalog} funnel={block.funnel} /> : null}
    </section>
  );
}

const sameChoice = (a: landing.MobileOrderChoice, b: landing.MobileOrderChoice) => a.menuType === b.menuType && a.days === b.days;

function Steps({ step, catalog, funnel }: { step: PlanStep; catalog: landing.OrderBlockCatalog; funnel: landing.OrderBlockFunnel }) {
  const [, navigate] = useLocation();
  const choice = useActorValue(
    catalog,
    (s): landing.MobileOrderChoice => ({ menuType: s.context.menuType, days: s.context.days }),
    sameChoice,
  );
  const ready = useActorValue(catalog, landing.catalogChosen);
  const nav = landing.mobileOrderNav(step, choice);
  const texts = planTexts(nav.title);
  return (
    <>
      <MobileOrderHead step={step} choice={choice} />
      {step === 'profile' ? (
        ready ? (
          <OrderForm actor={funnel} catalog={catalog} title={landing.MOBILE_ORDER_TEXTS.form} />
        ) : (
          <OrderPlans actor={catalog} texts={texts} only="days" />
        )
      ) : (
        <OrderPlans actor={catalog} texts={texts} only={step === 'menu' ? 'menu' : 'days'} />
      )}
      {nav.next && ready ? (
        <div className={styles['nav']}>
          <Button block onClick={() => navigate(nav.next ?? '')}>
            {landing.MOBILE_ORDER_TEXTS.next}
          </Button>
        </div>
      ) : null}
    </>
  );
}
