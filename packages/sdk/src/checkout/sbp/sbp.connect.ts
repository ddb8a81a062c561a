import { formatRoubles } from '../../domain/money';
import { SBP_FAILED_TEXT, SBP_UNKNOWN_TITLE, sbpFailedTitle } from '../../domain/messages';
import { saysOutcomeUnknown } from '../../shared/effect';
import type { SbpContext, SbpEvent } from './sbp.machine';

/** ours: the note under 'Ждём ответа банка' while the bank's status cannot be read. */
export const SBP_NO_CONNECTION_NOTE = 'Нет связи с банком, проверяем ещё раз…';

type SbpStateName =
  'starting' | 'choosingBank' | 'settingBank' | 'bankFailed' | 'waiting' | 'finalCheck' | 'rechecking' | 'error' | 'success';

export interface SbpView {
  /**
   * `choose`: the QR (desktop) and the bank list; `bank`: a smartphone's bank instruction step (the
   * chosen bank's link, while the bank's answer is awaited); `bankFailed`: the bank choice was not
   * taken (`bankError`, 'Повторить'); `waiting`: the bank's answer; `error`: the spec's modal.
   */
  step: 'loading' | 'choose' | 'bank' | 'bankFailed' | 'waiting' | 'error' | 'success';
  /** 'К оплате 9 540 ₽': the dialog always says how much the bank will ask for. */
  amountText: string;
  /** A smartphone lists the banks first (each opens its app); a desktop shows the QR first. */
  bankListFirst: boolean;
  banks: Array<{ id: string; name: string; logo: string }>;
  qrImage: string | undefined;
  link: string | undefined;
  /** The bank instruction step (smartphone): the chosen bank, its link, and what to do. */
  bank: { name: string; link: string | undefined; linkLabel: string; ready: boolean; steps: string[] } | undefined;
  instructions: string[];
  bankError: string | undefined;
  retryBankLabel: string;
  errorTitle: string;
  errorText: string;
  networkNote: string | undefined;
}

/** The screen model of an SBP actor's snapshot (texts ours where the spec names only the screens). */
export function sbpView(snapshot: { context: SbpContext; matches: (s: SbpStateName) => boolean }): SbpView {
  const { context } = snapshot;
  const is = (s: SbpStateName) => snapshot.matches(s);
  const busy = is('waiting') || is('settingBank') || is('finalCheck') || is('rechecking');
  const onPhoneBank = context.smartphone && context.bankId !== undefined && (is('waiting') || is('settingBank'));
  const step: SbpView['step'] = is('choosingBank')
    ? 'choose'
    : is('bankFailed')
      ? 'bankFailed'
      : onPhoneBank
        ? 'bank'
        : busy
          ? 'waiting'
          : is('error')
            ? 'error'
            : is('success')
              ? 'success'
              : 'loading';
  const chosen = context.banks.find((b) => b.id_H === context.bankId);
  const bankName = chosen?.bankName ?? 'банка';
  // SBP is Russia's rouble system: never offered for a Belarusian order (`sbpOffered`), its amount is roubles.
  const amount = formatRoubles(context.amount);
  return {
    step,
    amountText: `К оплате ${amount}`,
    bankListFirst: context.smartphone,
    banks: context.banks.map((b) => ({ id: b.id_H, name: b.bankName, logo: b.logoURL })),
    qrImage: context.image,
    link: context.link,
    bank:
      step === 'bank'
        ? {
            name: bankName,
            link: context.link,
            linkLabel: chosen ? `Открыть приложение «${chosen.bankName}»` : 'Открыть приложение банка',
            // The link is offered once the backend has taken the bank (set-payment-data answered).
            ready: is('waiting') && context.link !== undefined,
            steps: [
              chosen
                ? `Нажмите «Открыть приложение» — откроется приложение «${chosen.bankName}»`
                : 'Нажмите «Открыть приложение» — откроется приложение банка',
              `Проверьте сумму ${amount} и подтвердите оплату`,
              'Вернитесь сюда: мы покажем результат, как только банк ответит',
              ...(context.subscription
                ? ['Разрешите в приложении банка списания без подтверждения — так подписка будет оплачиваться автоматически']
                : []),
            ],
          }
        : undefined,
    instructions: context.smartphone
      ? [
          // ours: the spec names the ways, not their words.
          'Выберите свой банк — откроется его приложение',
          'Подтвердите оплату в приложении банка',
          ...(context.subscription
            ? ['Разрешите в приложении банка списания без подтверждения — так подписка будет оплачиваться автоматически']
            : []),
        ]
      : [
          'Наведите камеру телефона на QR-код и перейдите по ссылке',
          'Или выберите свой банк в списке',
          'Подтвердите оплату в приложении банка',
          ...(context.subscription
            ? ['Разрешите в приложении банка списания без подтверждения — так подписка будет оплачиваться автоматически']
            : []),
        ],
    bankError: step === 'bankFailed' ? context.bankError : undefined,
    retryBankLabel: 'Повторить',
    errorTitle: saysOutcomeUnknown(context.error) ? SBP_UNKNOWN_TITLE : sbpFailedTitle(context.amount),
    errorText: context.error ?? SBP_FAILED_TEXT,
    networkNote: context.networkFailures > 0 ? SBP_NO_CONNECTION_NOTE : undefined,
  };
}

export interface SbpHandlers {
  /** A bank of the list (a smartphone opens its app; a desktop tells the bank which one). */
  chooseBank: (bankId: string) => void;
  /** Back to the QR and the list. */
  chooseAnotherBank: () => void;
  /** 'Повторить': send the chosen bank again after the bank choice failed. */
  retryBank: () => void;
  /** 'Попробовать ещё раз' after the error modal. */
  tryAgain: () => void;
}

/** The dialog's screen model and its handlers: the dialog never builds an event. */
export function connectSbp(snapshot: Parameters<typeof sbpView>[0], send: (event: SbpEvent) => void): SbpView & SbpHandlers {
  return {
    ...sbpView(snapshot),
    chooseBank: (bankId) => send({ type: 'BANK.SELECT', bankId }),
    chooseAnotherBank: () => send({ type: 'CHOOSE_ANOTHER_BANK' }),
    retryBank: () => send({ type: 'RETRY_BANK' }),
    tryAgain: () => send({ type: 'TRY_AGAIN' }),
  };
}
