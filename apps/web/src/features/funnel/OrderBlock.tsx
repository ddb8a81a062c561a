import { abTest, funnel, type landing } from '@mealflow/sdk/storefront';
import { LANDING_TEXTS, LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { useLocation } from 'wouter';
import { buildPath } from '@mealflow/sdk/routing';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue } from '../../shared/runtime/useScreenActor';
import styles from './Funnel.module.css';
import { OrderForm, OrderPlans, planTexts } from './OrderBlockParts';
import { useOrderBlock } from './use-order-block';

export interface OrderBlockProps {
  cityId: number;
  businessProduct: string;
  /** The product whose menu the picker shows, when it differs (the gift landing: 'activate-gift'). */
  catalogProduct?: string;
  gift?: boolean;
  queryMenuType?: string | undefined;
  placement?: 'landing' | 'other';
  /** Where the created order goes ('tryCustomization': the order wizard, then its checkout). */
  checkoutIn?: funnel.FunnelCheckoutIn | undefined;
}

/**
 * The landing's order block: the SDK's order-block machine invokes the catalogue (plan picker) and
 * the funnel (phone form), feeds the chosen plan to the form and watches the session itself; this
 * component only renders its two children. Another city, product or checkout is another block (a
 * new actor system with that city's menu), not a changed input.
 */
export default function OrderBlock(props: OrderBlockProps) {
  return (
    <Block
      key={`${props.cityId}:${props.businessProduct}:${props.catalogProduct ?? ''}:${props.gift ? 'gift' : ''}:${props.checkoutIn ?? ''}`}
      {...props}
    />
  );
}

function Block({
  cityId,
  businessProduct,
  catalogProduct = businessProduct,
  gift = false,
  queryMenuType,
  placement = 'landing',
  checkoutIn,
}: OrderBlockProps) {
  const { mealflow } = useRuntime();
  const block = useOrderBlock(() => {
    // One remembered order per form (product and city): coming back resumes its countdown (§4).
    const resume = funnel.recentOrderOf(mealflow.deps, funnel.recentOrderForm({ gift, businessProduct, cityId }));
    return {
      cityId,
      businessProduct,
      catalogProduct,
      gift,
      placement,
      ...(queryMenuType ? { queryMenuType } : {}),
      ...(resume ? { resume } : {}),
      ...(checkoutIn ? { checkoutIn } : {}),
    };
  });

  return (
    <div className={styles['block']}>
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">{LANDING_TEXTS.plansTitle}</h2>
        {block.catalog ? <OrderPlans actor={block.catalog} texts={PLAN_TEXTS} /> : null}
      </section>
      <div id="order-form">
        {block.funnel && block.catalog ? (
          <PhoneForm actor={block.funnel} catalog={block.catalog} offerCustomMenu={funnel.offersCustomMenu(checkoutIn)} />
        ) : null}
      </div>
    </div>
  );
}

const PLAN_TEXTS = planTexts(LANDING_TEXTS.plansTitle);

function PhoneForm({
  actor,
  catalog,
  offerCustomMenu,
}: {
  actor: landing.OrderBlockFunnel;
  catalog: landing.OrderBlockCatalog;
  offerCustomMenu: boolean;
}) {
  const { abTests } = useRuntime();
  const [, navigate] = useLocation();
  const customMenu = useActorValue(abTests, abTest.customMenuButtonShown);
  // 'Собрать своё меню' leads to TryCustomization (features/customization), not offered on that page itself.
  const offered = customMenu && offerCustomMenu;
  return (
    <OrderForm
      actor={actor}
      catalog={catalog}
      title={LANDING_TEXTS.formTitle}
      customMenu={offered ? { label: LOGIN_TEXTS.customMenu, open: () => navigate(buildPath('TryCustomization', {})) } : undefined}
    />
  );
}
