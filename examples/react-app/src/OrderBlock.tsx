import type { MealflowCore } from '@mealflow/sdk';
import { LANDING_TEXTS, LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { funnel as funnelGroup, landing } from '@mealflow/sdk/storefront';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/** A connect selector as a hook: the view is rebuilt only when the actor's snapshot changes. */
function useConnect<S extends Snapshot<unknown>, E extends EventObject, V>(
  actor: ActorRef<S, E>,
  connect: (snapshot: S, send: (event: E) => void) => V,
): V {
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => connect(snapshot, actor.send), [snapshot, actor, connect]);
}

/** The landing's order block: the block machine starts its catalogue and funnel children, each part reads its own. */
export function OrderBlock({ core, cityId }: { core: MealflowCore; cityId: number }) {
  const machine = useMemo(() => landing.provideOrderBlock(core.deps), [core]);
  const block = useActorRef(machine, { input: { cityId, businessProduct: 'standard' } });
  const { catalog, funnel } = useSelector(block, landing.orderBlockView, landing.orderBlockViewEquals);
  return (
    <main>
      <h1>Заказ рациона</h1>
      {catalog ? <Plans actor={catalog} /> : null}
      {funnel ? <PhoneStep actor={funnel} /> : null}
    </main>
  );
}

function Plans({ actor }: { actor: landing.OrderBlockCatalog }) {
  const view = useConnect(actor, landing.connectCatalog);
  if (view.status === 'loading') return <p role="status">{LANDING_TEXTS.plansLoading}</p>;
  if (view.status === 'failed')
    return (
      <div role="alert">
        {LANDING_TEXTS.plansError} <button onClick={view.retry}>{LOGIN_TEXTS.retry}</button>
      </div>
    );
  return (
    <form aria-label="Рацион" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>Рацион</legend>
        {view.plans.map((plan) => (
          <label key={plan.menuType}>
            <input
              type="radio"
              name="menuType"
              checked={plan.selected}
              disabled={plan.unavailableText !== undefined}
              onChange={() => view.selectMenuType(plan.menuType)}
            />
            {plan.title}, {plan.kcal} ккал
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Сколько дней</legend>
        {view.days.map((option) => (
          <label key={option.days}>
            <input type="radio" name="days" checked={option.selected} onChange={() => view.selectDays(option.days)} />
            {option.days} дн. — {option.price}
          </label>
        ))}
      </fieldset>
      {view.summary ? <p role="status">{view.summary}</p> : null}
    </form>
  );
}

function PhoneStep({ actor }: { actor: landing.OrderBlockFunnel }) {
  const view = useConnect(actor, funnelGroup.connectFunnel);
  const error = view.phoneError ?? view.error;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'phone-error' } : {};
  const field = { type: 'tel', autoComplete: 'tel', placeholder: view.placeholder, value: view.phone, ...invalid };
  return (
    <form
      aria-label="Телефон для заказа"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <label>
        Телефон <input {...field} onChange={(event) => view.changePhone(event.target.value)} />
      </label>
      <button type="submit" disabled={view.buttonDisabled}>
        {view.buttonLabel}
      </button>
      {error ? (
        <p id="phone-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
