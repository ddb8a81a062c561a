import { cards, settings } from '@mealflow/sdk/cabinet';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { CardsSection } from './CardsSection';
import { OfferDialog } from './OfferDialog';
import { ProfileForm } from './ProfileForm';
import styles from './Settings.module.css';

function ProfileScreen() {
  const { session } = useRuntime();
  const actor = useScreenActor(settings.provideSettings, { session });
  const view = useConnect(actor, settings.connectSettings);
  return (
    <>
      <ProfileForm view={view} />
      <OfferDialog view={view} />
    </>
  );
}

function CardsScreen() {
  const actor = useScreenActor(cards.provideCards, undefined);
  const view = useConnect(actor, cards.connectCards);
  // The binding form's child ('Добавить карту'), there only while the form is open.
  const binding = useActorValue(actor, (snapshot) => cards.cardsChildren(snapshot).binding);
  return <CardsSection view={view} binding={binding} />;
}

/**
 * /dashboard/settings (personal-cabinet §2.1 settings: base, cards): the profile form on the
 * settings machine (with the offer agreement modal) and the cards on the cards machine;
 * /dashboard/settings/cards shows the cards alone.
 */
export default function SettingsPage(props: ScreenProps) {
  const { route } = props;
  const cardsOnly = useScreenInput(props).page === 'cards';
  return (
    <CabinetLayout route={route.name}>
      <div className={styles['stack']}>
        {cardsOnly ? null : <ProfileScreen />}
        <CardsScreen />
      </div>
    </CabinetLayout>
  );
}
