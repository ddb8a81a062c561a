import type { address as addressGroup } from '@mealflow/sdk/checkout';
import { FLAT_LABEL } from '@mealflow/sdk/domain';
import { Button } from './Button';
import { Combobox } from './Combobox';
import { TextField } from './TextField';

type AddressView = ReturnType<typeof addressGroup.connectAddress>;

/**
 * A new address on an address machine (its connect view): the street-and-house combobox with the
 * city's suggestions, the flat, and 'Доставить сюда'. The checkout and a cabinet delivery use it.
 */
export function NewAddressFields({
  address,
  busy = false,
  variant = 'primary',
}: {
  address: AddressView;
  busy?: boolean;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <>
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
      <TextField
        label={FLAT_LABEL}
        value={address.flat}
        error={address.flatError}
        onChange={(event) => address.changeFlat(event.target.value)}
      />
      <Button variant={variant} disabled={!address.canSubmit || busy} onClick={address.submit}>
        Доставить сюда
      </Button>
    </>
  );
}
