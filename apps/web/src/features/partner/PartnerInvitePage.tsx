import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { partner } from '@mealflow/sdk/cabinet';
import { PARTNER_TEXTS } from '@mealflow/sdk/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import styles from './Partner.module.css';

type PartnerScreenView = ReturnType<typeof partner.connectPartner>;

/**
 * /partner-invite, /partner-invite/invited, /partner-invite/has-invite (personal-cabinet §2.1, §6):
 * the partner's invitation to accept, the accepted one, or the partner the client already has
 * (detach confirmed in a dialog). One screen on the partner machine; the URL follows its state.
 * Waits for the session, so the machine knows whether a client is logged in.
 */
export default function PartnerInvitePage(props: ScreenProps) {
  const screen = useScreenInput(props);
  const { session } = useRuntime();
  const search = useSearch();
  const status = useActorValue(session, (s) => sessionGroup.sessionView(s).status);
  // The code and the page the visit opened with; later URL changes are the machine's own.
  const opened = useMemo(
    () => ({ code: partner.partnerCodeFromQuery(search), page: (screen.page ?? 'invite') as partner.PartnerPage }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  if (status === 'starting' || status === 'loading' || status === 'loggingOut') {
    return (
      <section className={styles['panel']} aria-busy="true" aria-labelledby="partner-title">
        <h1 id="partner-title">{PARTNER_TEXTS.title}</h1>
        <p role="status">{PARTNER_TEXTS.loading}</p>
      </section>
    );
  }
  return <PartnerScreen key={status} code={opened.code} page={opened.page} loggedIn={status === 'authenticated'} />;
}

function PartnerScreen(input: { code: string | undefined; page: partner.PartnerPage; loggedIn: boolean }) {
  const actor = useScreenActor(partner.providePartner, input);
  const view = useConnect(actor, partner.connectPartner);
  return <Partner view={view} />;
}

/** The detach confirm: a modal `<dialog>` whose focus starts on the safe action ('Оставить'). */
function DetachDialog({ view }: { view: PartnerScreenView }) {
  const actions = useRef<HTMLDivElement>(null);
  const { open, busy } = view.confirmDetach;
  useEffect(() => {
    if (open) actions.current?.querySelector('button')?.focus();
  }, [open]);
  return (
    <Dialog open={open} title={view.texts.detachTitle} onClose={view.confirmDetachNo}>
      <p>{view.texts.detachText}</p>
      <div ref={actions} className={styles['actions']}>
        <Button variant="secondary" onClick={view.confirmDetachNo} disabled={busy}>
          {view.texts.keep}
        </Button>
        <Button onClick={view.confirmDetachYes} busy={busy} disabled={busy}>
          {view.texts.detachConfirm}
        </Button>
      </div>
    </Dialog>
  );
}

export function Partner({ view }: { view: PartnerScreenView }) {
  const { texts } = view;
  return (
    <section className={styles['panel']} aria-busy={view.status === 'loading'} aria-labelledby="partner-title">
      <h1 id="partner-title">{view.title}</h1>
      {view.status === 'loading' ? <p role="status">{texts.loading}</p> : null}
      {view.status === 'error' ? (
        <>
          <p role="alert" className={styles['error']}>
            {view.error}
          </p>
          <Button onClick={view.retry}>{texts.retry}</Button>
        </>
      ) : null}
      {view.notice ? <p role="status">{view.notice}</p> : null}
      {view.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {view.actionError ? (
        <p role="alert" className={styles['error']}>
          {view.actionError}
        </p>
      ) : null}
      {view.status === 'loginNeeded' ? <Button onClick={view.login}>{texts.login}</Button> : null}
      {view.status === 'invitation' ? (
        <Button onClick={view.accept} busy={view.accepting} disabled={view.accepting}>
          {texts.accept}
        </Button>
      ) : null}
      {view.status === 'attached' ? (
        <Button variant="secondary" onClick={view.detach}>
          {texts.detach}
        </Button>
      ) : null}
      <DetachDialog view={view} />
    </section>
  );
}
