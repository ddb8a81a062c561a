import type { homeIcon } from '@mealflow/sdk/cabinet';
import { Dialog } from '../../shared/ui/Dialog';
import styles from '../../shared/ui/Banner.module.css';

/** The home-screen icon hint's banner and its instructions dialog (personal-cabinet §2.4, §2.6). */
export function HomeIconHint({ view }: { view: homeIcon.HomeIconView & homeIcon.HomeIconHandlers }) {
  return (
    <>
      {view.banner ? (
        <aside className={styles['banner']} aria-label={view.texts.title}>
          <div className={styles['text']}>
            <p className={styles['title']}>{view.texts.title}</p>
            <p className={styles['note']}>{view.texts.text}</p>
          </div>
          <div className={styles['actions']}>
            <button type="button" className={styles['download']} onClick={view.how}>
              {view.texts.how}
            </button>
            <button type="button" className={styles['dismiss']} onClick={view.close}>
              {view.texts.close}
            </button>
          </div>
        </aside>
      ) : null}
      <Dialog open={view.instructions} title={view.texts.dialogTitle} onClose={view.close}>
        <ol>
          {view.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Dialog>
    </>
  );
}
