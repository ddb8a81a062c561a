import type { SnapshotFrom } from 'xstate';
import { PARTNER_TEXTS } from '../../domain/invite-texts';
import { RETRY } from '../../domain/messages';
import type { partnerMachine } from './partner.machine';
import type { PartnerEvent } from './partner.types';
import { shownState } from '../../shared/shown-state';

export type PartnerSnapshot = SnapshotFrom<typeof partnerMachine>;

export type PartnerStatus = 'loginNeeded' | 'loading' | 'error' | 'invitation' | 'invited' | 'attached' | 'none';

export interface PartnerView {
  status: PartnerStatus;
  /** The page's heading for the status. */
  title: string;
  error: string | undefined;
  /** The sentences under the heading (the partner's name and benefit, in Russian). */
  lines: string[];
  /** 'Принять приглашение' busy while confirming. */
  accepting: boolean;
  /** The detach dialog is open (focus on 'Оставить'); busy while detaching. */
  confirmDetach: { open: boolean; busy: boolean };
  /** The accept's or detach's failure. */
  actionError: string | undefined;
  /** 'Партнёр отвязан' after a detach on this page. */
  notice: string | undefined;
  texts: typeof PARTNER_TEXTS & { retry: string };
}

export interface PartnerHandlers {
  retry: () => void;
  login: () => void;
  accept: () => void;
  detach: () => void;
  confirmDetachYes: () => void;
  confirmDetachNo: () => void;
}

/** The page each state shows (`shownState`: the first row the machine is in). */
const STATUS = [
  ['loginNeeded', 'loginNeeded'],
  ['loading', 'loading'],
  ['starting', 'loading'],
  ['deciding', 'loading'],
  ['error', 'error'],
  ['invitation', 'invitation'],
  ['accepting', 'invitation'],
  ['invited', 'invited'],
  ['attached', 'attached'],
  ['confirmDetach', 'attached'],
  ['detaching', 'attached'],
] as const;

export function partnerView(snapshot: PartnerSnapshot): PartnerView {
  const { context: c } = snapshot;
  const t = PARTNER_TEXTS;
  const detaching = snapshot.hasTag('busy');
  const status: PartnerStatus = shownState(snapshot, STATUS, 'none');
  const benefit = (p: { benefit?: string | null | undefined } | null) => (p?.benefit ? [p.benefit] : []);
  const lines: Record<PartnerStatus, string[]> = {
    loginNeeded: [],
    loading: [],
    error: [],
    invitation: c.invitation ? [t.invitation(c.invitation.name), ...benefit(c.invitation)] : [],
    invited: c.partner ? [t.invited(c.partner.name), ...benefit(c.partner)] : [],
    attached: c.partner
      ? [
          t.hasInvite(c.partner.name),
          ...benefit(c.partner),
          ...(c.invitation && c.invitation.id_H !== c.partner.id_H ? [t.otherInvitation(c.invitation.name)] : []),
        ]
      : [],
    none: c.detached ? [] : [c.code ? t.invalid : t.none],
  };
  const titles: Record<PartnerStatus, string> = {
    loginNeeded: t.loginNeeded,
    loading: t.title,
    error: t.title,
    invitation: t.title,
    invited: t.invitedTitle,
    attached: t.hasInviteTitle,
    none: t.title,
  };
  return {
    status,
    title: titles[status],
    error: status === 'error' ? c.error : undefined,
    lines: lines[status],
    accepting: snapshot.hasTag('submitting'),
    confirmDetach: { open: snapshot.hasTag('open'), busy: detaching },
    actionError: c.actionError,
    notice: c.detached && (status === 'none' || status === 'invitation') ? t.detached : undefined,
    texts: { ...t, retry: RETRY },
  };
}

/** The partner pages' model and their handlers. */
export function connectPartner(snapshot: PartnerSnapshot, send: (event: PartnerEvent) => void): PartnerView & PartnerHandlers {
  return {
    ...partnerView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    login: () => send({ type: 'LOGIN' }),
    accept: () => send({ type: 'ACCEPT' }),
    detach: () => send({ type: 'DETACH' }),
    confirmDetachYes: () => send({ type: 'DETACH.CONFIRM' }),
    confirmDetachNo: () => send({ type: 'DETACH.CANCEL' }),
  };
}
