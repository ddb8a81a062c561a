import { sessionView } from '@mealflow/sdk/storefront';
import { proposesFilterChange } from '@mealflow/sdk/cabinet';
import { buildPath } from '@mealflow/sdk/routing';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/** Shown once a visit (ours: the spec says "on login"); kept in the storage port. */
const SEEN_KEY = 'mf_filters_proposal_seen';

// not in the spec: the modal's lead and its safe answer; 'Выбрать предпочтения' is the spec's (§2.6).
const TEXTS = {
  title: 'Обновите предпочтения',
  lead: 'Мы обновили фильтры меню: теперь можно исключить больше продуктов.',
  choose: 'Выбрать предпочтения',
  later: 'Не сейчас',
} as const;

/**
 * The login rule (personal-cabinet §4, §2.6 'Выбрать предпочтения'): when the profile proposes a
 * filter change, on non-phone, non-second-brand storefronts a modal lets the client open the
 * proposed filter version (`/dashboard/preferences?proposed=1`). The focus starts on 'Не сейчас'.
 */
export function FiltersProposalDialog() {
  const { session, ports } = useRuntime();
  const profile = useActorValue(session, (s) => sessionView(s).profile);
  const [, navigate] = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const later = useRef<HTMLButtonElement>(null);
  const open =
    !dismissed &&
    proposesFilterChange(profile, { smartphone: ports.device.isSmartphone(), brand: ports.device.brand() }) &&
    ports.storage.get(SEEN_KEY) !== String(profile?.id_H);
  useEffect(() => {
    if (open) later.current?.focus();
  }, [open]);
  const close = () => {
    ports.storage.set(SEEN_KEY, String(profile?.id_H));
    setDismissed(true);
  };
  return (
    <Dialog open={open} title={TEXTS.title} onClose={close}>
      <p>{TEXTS.lead}</p>
      <div className={parts['actions']}>
        <Button ref={later} variant="secondary" onClick={close}>
          {TEXTS.later}
        </Button>
        <Button
          onClick={() => {
            close();
            navigate(`${buildPath('DashboardPreferences', {})}?proposed=1`);
          }}
        >
          {TEXTS.choose}
        </Button>
      </div>
    </Dialog>
  );
}
