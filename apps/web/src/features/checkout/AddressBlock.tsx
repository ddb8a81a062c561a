import { address as addressGroup, type checkout } from '@mealflow/sdk/checkout';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { NewAddressFields } from '../../shared/ui/NewAddressFields';
import styles from './Checkout.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

/**
 * Saved addresses and the 'new' entry with suggestions (order-funnel §5 "Address"): the checkout's
 * address child, in the order's city. The street field is a WAI-ARIA combobox: the focus stays in it
 * when a suggestion is chosen (a street alone waits there for its house).
 */
export function AddressBlock({ actor, busy }: { actor: NonNullable<checkout.CheckoutChildren['address']>; busy: boolean }) {
  const address = useConnect(actor, addressGroup.connectAddress);
  return (
    <section className={styles['card']} aria-labelledby="address-title">
      <h2 id="address-title">Адрес доставки</h2>
      {address.currentText ? <p>{address.currentText}</p> : null}
      {address.statusText ? (
        <p className={address.checkState === 2 ? styles['ok'] : styles['hint']} role="status">
          {address.statusText}
        </p>
      ) : null}
      {address.error ? (
        <p className={styles['error']} role="alert">
          {address.error}
        </p>
      ) : null}
      <RadioGroup name="address" legend="Куда привезти" classes={{ group: styles['options'], choice: styles['option'] }}>
        {address.options.map((option) => (
          <RadioChoice
            key={option.id}
            checked={option.selected}
            disabled={busy && !option.isNew}
            onSelect={() => address.select(option.id)}
          >
            {option.text}
          </RadioChoice>
        ))}
      </RadioGroup>
      {address.formOpen ? (
        <div className={styles['column']}>
          <NewAddressFields address={address} busy={busy} variant="secondary" />
        </div>
      ) : null}
    </section>
  );
}
