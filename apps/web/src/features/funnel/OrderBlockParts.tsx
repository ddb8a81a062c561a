import { funnel as funnelGroup, landing } from '@mealflow/sdk/storefront';
import { LANDING_TEXTS, LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { useActorValue, useConnect } from '../../shared/runtime/useScreenActor';
import { PlanPicker, type PlanPickerTexts } from './PlanPicker';
import { PhoneForm } from '../../shared/ui/PhoneForm';

/** The picker's words; a screen changes the title (the landing's and the cabinet's differ). */
export const planTexts = (title: string): PlanPickerTexts => ({
  title,
  loading: LANDING_TEXTS.plansLoading,
  error: LANDING_TEXTS.plansError,
  notSold: LANDING_TEXTS.notSold,
  retry: LOGIN_TEXTS.retry,
  perDay: LANDING_TEXTS.perDay,
  menuLegend: 'Рацион',
  daysLegend: 'Сколько дней',
  goalLegend: 'Цель',
});

/** The order block's catalogue child as the plan picker (the landing and the cabinet's new order). */
export function OrderPlans({
  actor,
  texts,
  only,
}: {
  actor: landing.OrderBlockCatalog;
  texts: PlanPickerTexts;
  only?: 'menu' | 'days' | undefined;
}) {
  const catalog = useConnect(actor, landing.connectCatalog);
  return (
    <PlanPicker
      view={catalog}
      texts={texts}
      only={only}
      onGoal={catalog.selectGoal}
      onMenuType={catalog.selectMenuType}
      onDays={catalog.selectDays}
      onRetry={catalog.retry}
    />
  );
}

export interface OrderFormProps {
  actor: landing.OrderBlockFunnel;
  catalog: landing.OrderBlockCatalog;
  title: string;
  /** 'Собрать своё меню', when offered. */
  customMenu?: { label: string; open: () => void } | undefined;
}

/** The order block's funnel child as the phone form, with the chosen plan's summary. */
export function OrderForm({ actor, catalog, title, customMenu }: OrderFormProps) {
  const funnel = useConnect(actor, funnelGroup.connectFunnel);
  const summary = useActorValue(catalog, landing.catalogSummaryOf);
  return (
    <PhoneForm
      look="card"
      title={title}
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
      customMenuLabel={customMenu?.label}
      onCustomMenu={customMenu?.open}
      onPhoneChange={funnel.changePhone}
      onSubmit={funnel.submit}
    />
  );
}

/** The form once the menu is there (nothing to order before): the cabinet's and the new client's order. */
export function ReadyOrderForm({
  actor,
  catalog,
  title,
}: {
  actor: landing.OrderBlockFunnel;
  catalog: landing.OrderBlockCatalog;
  title: string;
}) {
  const ready = useActorValue(catalog, landing.catalogReady);
  return ready ? <OrderForm actor={actor} catalog={catalog} title={title} /> : null;
}
