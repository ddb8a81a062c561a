import { type checkout, sbp as sbpGroup } from '@mealflow/sdk/checkout';
import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/Button';
import styles from './Payment.module.css';
import { useConnect } from '../../shared/runtime/useScreenActor';

type SbpActor = NonNullable<checkout.CheckoutChildren['sbp']>;
type Sbp = ReturnType<typeof sbpGroup.connectSbp>;

/**
 * The SBP screens (order-funnel §2): QR and bank list, the bank instruction step (a smartphone
 * opens the chosen bank's link), waiting for the bank, the error modal. The SBP actor is the
 * checkout's child (spawned on PAY), read from the checkout's snapshot.
 */
export function SbpDialog({ actor: sbp, onClose }: { actor: SbpActor; onClose: () => void }) {
  const view = useConnect(sbp, sbpGroup.connectSbp);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles['dialog']}
      aria-label="Оплата через СБП"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <p>{view.amountText}</p>
      {view.step === 'loading' ? <p role="status">Готовим оплату…</p> : null}
      {view.step === 'choose' ? <ChooseBank view={view} /> : null}
      {view.step === 'bank' && view.bank ? (
        <div>
          <h2>Оплата в приложении банка</h2>
          <ol>
            {view.bank.steps.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
          {view.bank.ready && view.bank.link ? (
            <a className={styles['bankLink']} href={view.bank.link} target="_blank" rel="noopener noreferrer">
              {view.bank.linkLabel}
            </a>
          ) : (
            <p role="status">Передаём выбор банка…</p>
          )}
          <Waiting view={view} status="Ждём ответа банка. Страницу можно не закрывать." />
        </div>
      ) : null}
      {view.step === 'bankFailed' ? (
        <div role="alert">
          <h2>Банк не выбран</h2>
          <p>{view.bankError}</p>
          <Button onClick={view.retryBank}>{view.retryBankLabel}</Button>
          <Button variant="secondary" onClick={view.chooseAnotherBank}>
            Выбрать другой банк
          </Button>
        </div>
      ) : null}
      {view.step === 'waiting' ? (
        <div>
          <h2>Ждём ответа банка</h2>
          <Waiting view={view} status="Подтвердите оплату в приложении банка. Страницу можно не закрывать." />
        </div>
      ) : null}
      {view.step === 'error' ? (
        <div role="alert">
          <h2>{view.errorTitle}</h2>
          <p>{view.errorText}</p>
          <Button onClick={view.tryAgain}>Попробовать ещё раз</Button>
        </div>
      ) : null}
      {view.step === 'success' ? <p role="status">Оплата прошла</p> : null}
      <Button variant="link" onClick={onClose}>
        Закрыть
      </Button>
    </dialog>
  );
}

/** The QR first on a desktop (scan with the phone); on a smartphone the bank list first (it opens the app). */
function ChooseBank({ view }: { view: Sbp }) {
  const qr = view.qrImage && !view.bankListFirst ? <img src={view.qrImage} alt="QR-код для оплаты" width={160} height={160} /> : null;
  return (
    <div>
      <h2>Оплата через СБП</h2>
      {qr}
      <ol>
        {view.instructions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <ul className={styles['banks']} aria-label="Банки">
        {view.banks.map((bank) => (
          <li key={bank.id}>
            <button type="button" onClick={() => view.chooseBank(bank.id)}>
              <img src={bank.logo} alt="" width={24} height={24} />
              {bank.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** While the bank's answer is awaited: what to do, the no-connection note, another bank. */
function Waiting({ view, status }: { view: Sbp; status: string }) {
  return (
    <>
      <p role="status">{status}</p>
      {view.networkNote ? <p>{view.networkNote}</p> : null}
      <Button variant="secondary" onClick={view.chooseAnotherBank}>
        Выбрать другой банк
      </Button>
    </>
  );
}
