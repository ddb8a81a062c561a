import { catalogView, COOKIE_DAYS, funnelView, funnelViewEquals, isInVariation, LANDING_TEXTS, LOGIN_TEXTS, PHONE_MESSAGES, TARGET_COOKIE } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { FunnelForm } from './FunnelForm';
import { readRecentOrder, saveHandoff, saveRecentOrder } from './handoff';
import styles from './Funnel.module.css';
import { PlanPicker } from './PlanPicker';

/** Flip when the TryCustomization screen lands. */
const CUSTOM_MENU_SCREEN_EXISTS = false;

export interface OrderBlockProps {
  cityId: number;
  businessProduct: string;
  /** The product whose menu the picker shows, when it differs (the gift landing: 'activate-gift'). */
  catalogProduct?: string;
  gift?: boolean;
  queryMenuType?: string | undefined;
  placement?: 'landing' | 'other';
  /** The visitor's goal (p1, p2, p3) whenever it is chosen (the leave banner's variant follows it). */
  onTargetChange?: (target: string) => void;
}

/**
 * The landing's order block: the catalogue (plan picker) feeding the funnel (phone form). Both
 * machines come from the runtime chunk; this component only renders their states.
 */
export default function OrderBlock({ cityId, businessProduct, catalogProduct = businessProduct, gift = false, queryMenuType, placement = 'landing', onTargetChange }: OrderBlockProps) {
  const { mealflow, session, ports, inspect, abTests } = useRuntime();
  const customMenu = useSelector(abTests, (s) => isInVariation(s, 'landing_custom_menu', 'custom_menu_button'));
  const loggedIn = useSelector(session, (s) => s.matches('authenticated'));
  const profilePhone = useSelector(session, (s) => s.context.profile?.phone ?? undefined);
  const options = inspect ? { inspect } : {};
  const catalog = useActorRef(mealflow.machines.catalog, {
    input: { cityId, businessProduct: catalogProduct, isSmartphone: ports.device.isSmartphone(), brand: ports.device.brand(), ...(queryMenuType ? { queryMenuType } : {}) },
    ...options,
  });
  // One remembered order per form (product and city): coming back resumes its countdown (§4).
  const formKey = `${gift ? 'gift' : businessProduct}:${cityId}`;
  const [resume] = useState(() => readRecentOrder(ports.storage, formKey, ports.clock.now()));
  const funnel = useActorRef(mealflow.machines.funnel, {
    input: { cityId, businessProduct, gift, loggedIn, placement, emptyMessage: PHONE_MESSAGES.createOrderComma, ...(resume ? { resume } : {}) },
    ...options,
  });
  const catalogModel = useSelector(catalog, catalogView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const view = useSelector(funnel, funnelView, funnelViewEquals);

  // The chosen plan is what the phone form orders.
  useEffect(() => {
    const sync = () => {
      const selection = catalog.getSnapshot().context.selection;
      if (selection) funnel.send({ type: 'SELECTION.CHANGE', selection });
    };
    sync();
    const subscription = catalog.subscribe(sync);
    return () => subscription.unsubscribe();
  }, [catalog, funnel]);

  // The chosen goal is the visitor's target: kept a day (personal-cabinet §9) and told to the page.
  const goal = useSelector(catalog, (s) => s.context.goal);
  useEffect(() => {
    if (!goal) return;
    ports.cookies.set(TARGET_COOKIE, goal, { days: COOKIE_DAYS.target });
    onTargetChange?.(goal);
  }, [goal, ports, onTargetChange]);

  // Logging in elsewhere (header, leave banner) opens the order-ready gate at once.
  useEffect(() => {
    if (loggedIn) funnel.send({ type: 'LOGGED_IN' });
  }, [loggedIn, funnel]);

  // A logged-in client is not asked for the phone again: the profile's phone fills the form
  // (origin 12); they may change it.
  useEffect(() => {
    if (profilePhone && funnel.getSnapshot().context.phone === '') funnel.send({ type: 'PHONE.CHANGE', value: profilePhone });
  }, [profilePhone, funnel]);

  // The SMS step needs the phone and where to go next, even after a reload.
  useEffect(() => {
    const subscription = funnel.on('order.created', (event) => {
      saveHandoff(ports.storage, event.hid, { phone: event.phone, afterConfirm: funnel.getSnapshot().context.created?.afterConfirm ?? event.target });
      if (event.resume) saveRecentOrder(ports.storage, formKey, event.resume);
    });
    return () => subscription.unsubscribe();
  }, [funnel, ports, formKey]);

  const chosen = catalogModel.plans.find((p) => p.selected);
  const days = catalogModel.days.find((d) => d.selected);
  return (
    <div className={styles['block']}>
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">{LANDING_TEXTS.plansTitle}</h2>
        <PlanPicker
          view={catalogModel}
          texts={{
            title: LANDING_TEXTS.plansTitle,
            loading: LANDING_TEXTS.plansLoading,
            error: LANDING_TEXTS.plansError,
            notSold: LANDING_TEXTS.notSold,
            retry: LOGIN_TEXTS.retry,
            perDay: LANDING_TEXTS.perDay,
            menuLegend: 'Рацион',
            daysLegend: 'Сколько дней',
            goalLegend: 'Цель',
          }}
          onGoal={(goal) => catalog.send({ type: 'GOAL.SELECT', goal })}
          onMenuType={(menuType) => catalog.send({ type: 'MENU_TYPE.SELECT', menuType })}
          onDays={(value) => catalog.send({ type: 'DAYS.SELECT', days: value })}
          onRetry={() => catalog.send({ type: 'RETRY' })}
        />
      </section>
      <div id="order-form">
        <FunnelForm
          title={LANDING_TEXTS.formTitle}
          summary={chosen && days ? `${chosen.title}, ${days.days} дн. — ${catalogModel.total ?? days.price}` : undefined}
          phone={view.phone}
          placeholder={view.placeholder}
          phoneError={view.phoneError}
          error={view.error}
          busy={view.busy}
          buttonLabel={view.buttonLabel}
          buttonDisabled={view.buttonDisabled}
          legalText={LOGIN_TEXTS.legal}
          offerLabel={LOGIN_TEXTS.offer}
          consentLabel={LOGIN_TEXTS.consent}
          // 'Собрать своё меню' leads to TryCustomization, which has no screen yet (it comes with the
          // menus issue): not offered until it exists, whatever the A/B variation (issue 12, defect 6).
          customMenuLabel={customMenu && CUSTOM_MENU_SCREEN_EXISTS ? LOGIN_TEXTS.customMenu : undefined}
          onCustomMenu={() => ports.navigation.go('/try-customization')}
          onPhoneChange={(value) => funnel.send({ type: 'PHONE.CHANGE', value })}
          onSubmit={() => funnel.send({ type: 'PHONE.SUBMIT' })}
        />
      </div>
    </div>
  );
}
