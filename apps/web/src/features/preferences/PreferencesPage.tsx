import { preferences } from '@mealflow/sdk/cabinet';
import { useSearch } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Preferences } from './Preferences';

/** The query that opens the proposed filter version (the login rule's 'Выбрать предпочтения'). */
export const PROPOSED_QUERY = 'proposed';

/**
 * /dashboard/preferences (personal-cabinet §2.1 preferences (favorites), §3 Filters and
 * Preferences): the filters up to the server's maximum, the favourites and the stop-list on the
 * preferences machine; `?proposed=1` opens the proposed filter version with its update modal.
 */
export default function PreferencesPage({ route }: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const actor = useScreenActor(preferences.providePreferences, { proposed: search.get(PROPOSED_QUERY) === '1' });
  const view = useConnect(actor, preferences.connectPreferences);
  return (
    <CabinetLayout route={route.name}>
      <Preferences view={view} />
    </CabinetLayout>
  );
}
