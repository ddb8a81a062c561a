import { address as addressGroup } from '@mealflow/sdk/checkout';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { NewAddressFields } from '../../shared/ui/NewAddressFields';
import parts from './Orders.module.css';

/**
 * A new address for a delivery: the delivery machine's address child (suggestions in the order's
 * city, flat, the zone check), read from the child itself so every keystroke re-renders the form.
 */
/** The delivery machine's `address` child. */
export type AddressActor = ActorRefFrom<typeof addressGroup.addressMachine>;

export function NewAddressForm({ actor }: { actor: AddressActor }) {
  const address = useConnect(actor, addressGroup.connectAddress);
  return (
    <div className={parts['form']}>
      {address.statusText ? (
        <p className={parts['muted']} role="status">
          {address.statusText}
        </p>
      ) : null}
      {address.error ? (
        <p className={parts['fieldError']} role="alert">
          {address.error}
        </p>
      ) : null}
      <NewAddressFields address={address} />
    </div>
  );
}
