import type { SnapshotFrom } from 'xstate';
import { formatMoney } from '../../domain/money';
import type { walletMachine } from './wallet.machine';
import { balanceAmountText, balanceKindText, hasMoreHistory, historyRow } from './wallet.rules';
import { loadStatus } from '../../shared/loadable';

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

export interface WalletView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  totalText: string | undefined;
  balances: Array<{ kind: string; title: string; amountText: string }>;
  rows: Array<ReturnType<typeof historyRow>>;
  canLoadMore: boolean;
  loadingMore: boolean;
  /** The balances are being read again after a purchase (the numbers stay until the answer). */
  refreshing: boolean;
  moreError: string | undefined;
}

export interface WalletHandlers {
  retry: () => void;
  loadMore: () => void;
}

/** The wallet screen's view model (Russian texts, Intl money with NBSP, DD.MM.YYYY dates). */
export function walletView(snapshot: WalletSnapshot): WalletView {
  const { wallet, history, page, pages, error, moreError, cityId } = snapshot.context;
  const load = loadStatus(snapshot);
  const loaded = load === undefined;
  const balances = (wallet?.separatedBalance ?? []).map((b) => ({
    kind: b.type,
    title: balanceKindText(b.type),
    amountText: balanceAmountText(b.type, b.value, cityId),
  }));
  const empty = loaded && history.length === 0 && balances.every((b) => b.amountText.startsWith('0'));
  return {
    status: load ?? (empty ? 'empty' : 'ready'),
    error,
    totalText: wallet?.balance == null ? undefined : formatMoney(wallet.balance, cityId),
    balances,
    rows: history.map((entry) => historyRow(entry, cityId)),
    canLoadMore: loaded && hasMoreHistory(page, pages),
    loadingMore: snapshot.matches({ ready: 'loadingMore' }),
    refreshing: snapshot.hasTag('refreshing'),
    moreError,
  };
}

/** View model and handlers for the screen. */
export function connectWallet(
  snapshot: WalletSnapshot,
  send: (event: { type: 'RETRY' } | { type: 'MORE' }) => void,
): WalletView & WalletHandlers {
  return { ...walletView(snapshot), retry: () => send({ type: 'RETRY' }), loadMore: () => send({ type: 'MORE' }) };
}
