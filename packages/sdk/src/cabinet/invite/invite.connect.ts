import type { SnapshotFrom } from 'xstate';
import { RETRY } from '../../domain/messages';
import { INVITE_TEXTS } from '../../domain/invite-texts';
import { clientCityId } from '../../domain/cities';
import { formatMoney } from '../../domain/money';
import type { inviteMachine } from './invite.machine';
import type { InviteEvent } from './invite.types';
import { loadStatus } from '../../shared/loadable';

export type InviteSnapshot = SnapshotFrom<typeof inviteMachine>;

export interface InviteView {
  status: 'loading' | 'error' | 'ready';
  error: string | undefined;
  /** The link to share; undefined: the profile has none yet (the `noLink` text shows). */
  link: string | undefined;
  /** 'Скидку 500 ₽ на первый заказ…' (NBSP money), when the profile says. */
  friendGets: string | undefined;
  youGet: string | undefined;
  copying: boolean;
  /** The copy's status message: 'Ссылка скопирована' or the failure's advice. */
  copyStatus: { kind: 'copied' | 'failed'; text: string } | undefined;
  texts: typeof INVITE_TEXTS & { retry: string };
}

export interface InviteHandlers {
  retry: () => void;
  copy: () => void;
}

export function inviteView(snapshot: InviteSnapshot): InviteView {
  const { context } = snapshot;
  const status = loadStatus(snapshot) ?? 'ready';
  const bonus = context.profile?.referralBonus ?? undefined;
  const cityId = clientCityId(context.profile);
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    link: context.link,
    friendGets: bonus ? INVITE_TEXTS.friendGets(formatMoney(bonus.friend, cityId)) : undefined,
    youGet: bonus ? INVITE_TEXTS.youGet(formatMoney(bonus.inviter, cityId)) : undefined,
    copying: snapshot.hasTag('busy'),
    copyStatus: snapshot.hasTag('done')
      ? { kind: 'copied', text: INVITE_TEXTS.copied }
      : snapshot.hasTag('failed')
        ? { kind: 'failed', text: INVITE_TEXTS.copyFailed }
        : undefined,
    texts: { ...INVITE_TEXTS, retry: RETRY },
  };
}

/** The invite screen's model and its handlers. */
export function connectInvite(snapshot: InviteSnapshot, send: (event: InviteEvent) => void): InviteView & InviteHandlers {
  return { ...inviteView(snapshot), retry: () => send({ type: 'RETRY' }), copy: () => send({ type: 'COPY' }) };
}
