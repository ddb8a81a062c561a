import type { MealflowDeps } from '../../deps';
import { proposesFilterChange } from './preferences.rules';

/** Shown once per client on this device (ours: the spec says "on login"); kept in the storage port. */
export const FILTERS_PROPOSAL_SEEN_KEY = 'mf_filters_proposal_seen';

/** Not in the spec: the modal's title, lead and safe answer; 'Выбрать предпочтения' is the spec's (§2.6). */
export const FILTERS_PROPOSAL_TEXTS = {
  title: 'Обновите предпочтения',
  lead: 'Мы обновили фильтры меню: теперь можно исключить больше продуктов.',
  choose: 'Выбрать предпочтения',
  later: 'Не сейчас',
};

type ProposalProfile = { id_H?: string | null | undefined; proposeFiltersChange?: boolean | null | undefined } | undefined;

/** The login rule's modal (personal-cabinet §4, §2.6): whether it is due for this client, and its dismissal. */
export interface FiltersProposal {
  /** The profile proposes a filter change, on a non-phone, non-second-brand storefront, not yet seen here. */
  due(profile: ProposalProfile): boolean;
  /** The client answered (either button): not shown again on this device. */
  dismiss(profile: ProposalProfile): void;
}

export function filtersProposal({ ports }: Pick<MealflowDeps, 'ports'>): FiltersProposal {
  return {
    due: (profile) =>
      proposesFilterChange(profile, { smartphone: ports.device.isSmartphone(), brand: ports.device.brand() }) &&
      ports.storage.get(FILTERS_PROPOSAL_SEEN_KEY) !== String(profile?.id_H),
    dismiss: (profile) => ports.storage.set(FILTERS_PROPOSAL_SEEN_KEY, String(profile?.id_H)),
  };
}
