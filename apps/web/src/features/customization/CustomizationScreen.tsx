import { customization } from '@mealflow/sdk/cabinet';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { Customization } from './Customization';

/** The customisation machine's screen actor for one order and variant (a new order is a new actor: keyed by its caller). */
export function CustomizationScreen({
  hid,
  variant,
  headingLevel,
}: {
  hid: string | undefined;
  variant: customization.CustomizationVariant;
  headingLevel?: 1 | 2;
}) {
  const actor = useScreenActor(customization.provideCustomization, { hid, variant });
  const payment = useActorValue(actor, customization.customizationPayment);
  return (
    <Customization
      view={useConnect(actor, customization.connectCustomization)}
      payment={payment}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
