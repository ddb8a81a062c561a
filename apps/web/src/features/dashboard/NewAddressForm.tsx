import { connectAddress, FLAT_LABEL, type addressMachine } from '@mealflow/sdk';
import type { ActorRefFrom } from 'xstate';
import { useConnect } from '../../app/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Combobox } from '../../shared/ui/Combobox';
import { TextField } from '../../shared/ui/TextField';
import parts from './Orders.module.css';

/**
 * A new address for a delivery: the delivery machine's address child (suggestions in the order's
 * city, flat, the zone check), read from the child itself so every keystroke re-renders the form.
 */
/** The delivery machine's `address` child. */
export type AddressActor = ActorRefFrom<typeof addressMachine>;

export function NewAddressForm({ actor }: { actor: AddressActor }) {
  const address = useConnect(actor, connectAddress);
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
      <Combobox
        label="Улица и дом"
        listLabel={address.suggestionsLabel}
        value={address.query}
        options={address.suggestions}
        placeholder={address.placeholder}
        hint={address.hint}
        announcement={address.announcement}
        busy={address.searching}
        autoComplete="street-address"
        onValueChange={address.changeQuery}
        onSelect={address.chooseSuggestion}
      />
      <TextField label={FLAT_LABEL} value={address.flat} error={address.flatError} onChange={(event) => address.changeFlat(event.target.value)} />
      <div>
        <Button disabled={!address.canSubmit} onClick={address.submit}>
          Доставить сюда
        </Button>
      </div>
    </div>
  );
}
