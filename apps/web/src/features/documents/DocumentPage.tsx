import { LEGAL_DOCUMENTS } from '@mealflow/sdk/domain';
import styles from '../../shared/layout/Page.module.css';
import { useScreenInput, type ScreenProps } from '../../shared/screen';

/** The offer and the personal-data consent the funnel's legal text links to (opened in a new tab). */
export default function DocumentPage(props: ScreenProps) {
  const legal = useScreenInput(props).page === 'personalData' ? LEGAL_DOCUMENTS.personalData : LEGAL_DOCUMENTS.offer;
  return (
    <article className={styles['page']} aria-labelledby="document-title">
      <h1 id="document-title">{legal.title}</h1>
      {legal.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p>
        <a href="/">На главную</a>
      </p>
    </article>
  );
}
