import type { cards } from '@mealflow/sdk/cabinet';
import { useRef } from 'react';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { AddCardDialog } from './AddCardDialog';
import styles from './Settings.module.css';
import { SettingsPanel } from './SettingsPanel';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = { view: cards.CardsView & cards.CardsHandlers };
type Binding = ReturnType<typeof cards.cardsChildren>['binding'];

/** The delete confirm: a modal `<dialog>` whose focus starts on the safe action ('Оставить'). */
function DeleteCardDialog({ view }: Props) {
  const confirm = view.confirm;
  return (
    <ConfirmDialog
      open={confirm !== undefined}
      title={confirm?.title ?? view.texts.confirmTitle}
      text={confirm?.text}
      keepLabel={confirm?.cancel}
      confirmLabel={confirm?.confirm}
      busy={confirm?.busy ?? false}
      onKeep={view.cancelDelete}
      onConfirm={view.confirmDelete}
    />
  );
}

/** The client's cards (personal-cabinet §2.1 settings/cards): loading, error with retry, empty, the list. */
export function CardsSection({ view, binding }: Props & { binding?: Binding }) {
  const { texts } = view;
  const add = useRef<HTMLButtonElement>(null);
  const closeAdd = () => {
    view.closeAdd();
    // A closed dialog gives the focus back to the button that opened it.
    setTimeout(() => add.current?.focus(), 0);
  };
  return (
    <SettingsPanel id="settings-cards-title" title={texts.title} view={view}>
      {view.status === 'empty' ? <p>{texts.empty}</p> : null}
      {view.actionError ? (
        <RetryAlert className={styles['error']} variant="secondary" retryLabel={texts.retry} onRetry={view.retry}>
          {view.actionError}
        </RetryAlert>
      ) : null}
      {view.status === 'ready' ? (
        <ul className={styles['cards']}>
          {view.cards.map((card) => (
            <li key={card.id}>
              <article className={styles['card']} aria-label={`${card.kindText} ${card.maskText}`}>
                <p className={styles['cardMask']}>
                  {card.brandText ? <span>{card.brandText} </span> : null}
                  <span className={styles['nowrap']}>{card.maskText}</span>
                </p>
                <p className={styles['cardKind']}>
                  {card.kindText}
                  {card.activeText ? <strong className={styles['badge']}>{card.activeText}</strong> : null}
                </p>
                <div className={styles['actions']}>
                  {card.canActivate ? (
                    <Button
                      variant="secondary"
                      busy={card.busy}
                      disabled={view.busy}
                      onClick={() => view.activate(card.id)}
                      aria-label={`${texts.makeActive}: ${card.maskText}`}
                    >
                      {texts.makeActive}
                    </Button>
                  ) : null}
                  <Button
                    variant="link"
                    disabled={view.busy}
                    onClick={() => view.remove(card.id)}
                    aria-label={`${texts.delete}: ${card.maskText}`}
                  >
                    {texts.delete}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {view.status === 'ready' || view.status === 'empty' ? (
        <div className={styles['actions']}>
          <Button ref={add} variant="secondary" disabled={view.busy} onClick={view.add}>
            {view.texts.add}
          </Button>
        </div>
      ) : null}
      {view.adding && binding ? <AddCardDialog actor={binding} onClose={closeAdd} /> : null}
      <DeleteCardDialog view={view} />
    </SettingsPanel>
  );
}
