import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReportQuestion } from '@site/contracts/api/questionnaire';
import { useQuestionnaireReport } from '../api/get-questionnaire-report';
import { useText } from '../../../i18n/texts';
import { formatDate, formatPercent } from '../../../lib/format';
import ui from '../../../components/ui/ui.module.css';
import { loadChartModule, loadedChartModule } from './chart-module';
import styles from './report-content.module.css';

// nivo (d3, lodash) loads only where the browser draws a chart itself.
const QuestionChart = lazy(loadChartModule);

const noSubscription = () => () => undefined;

/** True on the server and while the browser hydrates the server's markup, false in a render of the browser's own. */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * The chart of a question. The server draws it into the page twice, for a wide and a narrow place (no labels beside a
 * pie), and the stylesheet shows the one the window's width calls for: SVGs that scale to their place, which the
 * browser keeps as they are. The charts show nothing that moves or answers the pointer, so the page needs none of
 * nivo's code, whose first layout of the charts was most of the page's main-thread work on a phone; opened directly,
 * the report is a finished document that runs no application at all (its route's `staticPage`). The browser draws a
 * chart itself only when the server did not (a report opened inside the site).
 */
function ChartPlace({ question, label }: { question: ReportQuestion; label: string }) {
  const place = useRef<HTMLDivElement>(null);
  const serverMarkup = useServerMarkup();
  const [keepServerDrawing, setKeepServerDrawing] = useState(serverMarkup);

  useEffect(() => {
    if (keepServerDrawing && !place.current?.firstElementChild) setKeepServerDrawing(false);
  }, [keepServerDrawing]);

  const common = { ref: place, className: styles.chart, role: 'img', 'aria-label': label } as const;
  if (typeof document === 'undefined') {
    const chart = loadedChartModule();
    return (
      <div {...common}>
        {chart ? (
          <>
            <div className={styles.wideDrawing}>
              <chart.StaticQuestionChart question={question} narrow={false} />
            </div>
            <div className={styles.narrowDrawing}>
              <chart.StaticQuestionChart question={question} narrow />
            </div>
          </>
        ) : null}
      </div>
    );
  }
  if (keepServerDrawing) {
    // Children React does not own: hydration leaves the server's drawing in place, and no render replaces it.
    return <div {...common} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div {...common}>
      <Suspense fallback={null}>
        <QuestionChart question={question} />
      </Suspense>
    </div>
  );
}

function QuestionBlock({ question, index }: { question: ReportQuestion; index: number }) {
  const t = useText();
  const headingId = `question-${question.id}`;
  return (
    <section aria-labelledby={headingId} className={`${ui.panel} ${styles.question}`}>
      <h2 id={headingId} className={styles.questionTitle}>
        <span className={styles.qNumber} aria-hidden="true">
          Q{index + 1}
        </span>
        {question.title}
      </h2>
      <p className={styles.answers}>{t('report.answers', { count: question.total })}</p>
      <div className={styles.body}>
        <ChartPlace question={question} label={t('report.chartLabel', { title: question.title })} />
        {/* A region of its own: on a screen narrower than the table, it scrolls sideways, from the keyboard too. */}
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={t('report.tableLabel', { title: question.title })}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls only what has the focus
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption className={ui.srOnly}>{question.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.option')}</th>
                <th scope="col">{t('report.count')}</th>
                <th scope="col">{t('report.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {question.options.map((option) => (
                <tr key={option.label}>
                  <th scope="row">{question.type === 'rating' ? `★${option.label}` : option.label}</th>
                  <td>{option.count}</td>
                  <td>
                    <span className={styles.ratio}>
                      <span
                        className={styles.meter}
                        style={{ width: `${Math.round(option.ratio * 100)}%` }}
                      />
                      {formatPercent(option.ratio)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

export function ReportContent() {
  const t = useText();
  const report = useQuestionnaireReport();
  return (
    <>
      <h1 className={ui.pageTitle}>{t('report.title')}</h1>
      <p className={ui.pageLead}>{t('report.lead')}</p>
      {report.isPending ? (
        <div className={styles.placeholder} aria-busy="true">
          <p role="status">{t('report.loading')}</p>
        </div>
      ) : report.isError ? (
        <div className={styles.placeholder} role="alert">
          <p>{t('report.error')}</p>
          <button type="button" className={ui.buttonGhost} onClick={() => void report.refetch()}>
            {t('notices.retry')}
          </button>
        </div>
      ) : (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t('report.respondents')}</dt>
              <dd>{t('report.people', { count: report.data.respondents })}</dd>
            </div>
            {report.data.collectedFrom && report.data.collectedTo ? (
              <div>
                <dt>{t('report.period')}</dt>
                <dd>
                  <time dateTime={report.data.collectedFrom}>{formatDate(report.data.collectedFrom)}</time> 〜{' '}
                  <time dateTime={report.data.collectedTo}>{formatDate(report.data.collectedTo)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {report.data.questions.length === 0 ? (
            <p className={styles.placeholder}>{t('report.empty')}</p>
          ) : (
            <div className={styles.questions}>
              {report.data.questions.map((question, index) => (
                <QuestionBlock key={question.id} question={question} index={index} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}
