import type { settings } from '@mealflow/sdk/cabinet';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import styles from './Settings.module.css';

/** The offer agreement (personal-cabinet §2.6): 'Принимаю' / 'Не принимаю'; closing asks again next visit. */
export function OfferDialog({ view }: { view: settings.SettingsView & settings.SettingsHandlers }) {
  const { offer } = view;
  return (
    <Dialog open={offer.open} title={offer.title} onClose={view.closeOffer}>
      <p>{offer.text}</p>
      {offer.error ? (
        <p className={styles['fieldError']} role="alert">
          {offer.error}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <Button onClick={view.acceptOffer} busy={offer.busy} disabled={offer.busy}>
          {offer.accept}
        </Button>
        <Button variant="secondary" onClick={view.declineOffer} disabled={offer.busy}>
          {offer.decline}
        </Button>
      </div>
    </Dialog>
  );
}
