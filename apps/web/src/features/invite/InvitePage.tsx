import { invite } from '@mealflow/sdk/cabinet';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { PanelState } from '../../shared/ui/PanelState';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import styles from './Invite.module.css';

type InviteScreenView = ReturnType<typeof invite.connectInvite>;

/**
 * /dashboard/invite (personal-cabinet §2.1 invite, DashboardInvite): the client's invite link with a
 * copy button and its status message, and what the friend and the client get, on the invite machine.
 */
export default function InvitePage({ route }: ScreenProps) {
  const actor = useScreenActor(invite.provideInvite, undefined);
  const view = useConnect(actor, invite.connectInvite);
  return (
    <CabinetLayout route={route.name}>
      <Invite view={view} />
    </CabinetLayout>
  );
}

export function Invite({ view }: { view: InviteScreenView }) {
  const { texts } = view;
  if (view.status === 'loading' || view.status === 'error') {
    return (
      <PanelState state={view.status} titleId="invite-title" texts={texts} error={view.error} retry={view.retry}>
        <div className={styles['skeleton']} aria-hidden="true" />
      </PanelState>
    );
  }
  return (
    <section className={styles['panel']} aria-labelledby="invite-title">
      <h2 id="invite-title">{texts.title}</h2>
      <p>{texts.lead}</p>
      {view.link ? (
        <div className={styles['share']}>
          <label className={styles['label']} htmlFor="invite-link">
            {texts.linkLabel}
          </label>
          <input id="invite-link" className={styles['link']} readOnly value={view.link} onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={view.copy} busy={view.copying} disabled={view.copying}>
            {texts.copy}
          </Button>
          <p role="status" className={view.copyStatus?.kind === 'failed' ? styles['error'] : styles['ok']}>
            {view.copyStatus?.text ?? ''}
          </p>
        </div>
      ) : (
        <p>{texts.noLink}</p>
      )}
      {view.friendGets || view.youGet ? (
        <dl className={styles['terms']}>
          {view.friendGets ? (
            <div>
              <dt>{texts.friendTitle}</dt>
              <dd>{view.friendGets}</dd>
            </div>
          ) : null}
          {view.youGet ? (
            <div>
              <dt>{texts.youTitle}</dt>
              <dd>{view.youGet}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
