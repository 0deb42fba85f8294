import type { Milestone, ShipmentDetail } from '@portal/contracts/shipments';
import { useFormat } from '@portal/kit';
import { delayWords, useDashboardT } from '../../../messages';

function DateLine({ m, day }: { m: Milestone; day: (ymd: string) => string }) {
  const t = useDashboardT();
  const word = m.state === 'actual' ? t('detail.milestones.actual') : t('detail.milestones.estimated');
  return (
    <span className="milestone-dates">
      <span>
        <span className="muted">{t('detail.milestones.planned')}</span> {day(m.planned)}
      </span>
      <span>
        <span className="muted">{word}</span> <strong>{day(m.date)}</strong>
      </span>
      {m.late ? (
        <span className="milestone-late">{delayWords(t, m.delayDays)}</span>
      ) : m.delayDays !== 0 ? (
        <span className="muted">{delayWords(t, m.delayDays)}</span>
      ) : null}
    </span>
  );
}

const stateOf = (index: number, current: number) => (index < current ? 'done' : index === current ? 'current' : 'upcoming');

/**
 * The milestones as an ordered list: done events filled, the current one marked in words
 * ("Current position"), the ones to come hollow with their estimate. A late event says how late
 * next to its colour. The API names each event in English; the messages hold its translation.
 */
export function MilestoneTimeline({ detail }: { detail: ShipmentDetail }) {
  const t = useDashboardT();
  const format = useFormat();
  const day = (ymd: string) => format.date(ymd, t('formats.day'));
  const { milestones, currentIndex } = detail;
  const lateCount = milestones.filter((m) => m.late).length;
  const summary = [
    t('detail.milestones.done', { done: currentIndex + 1, total: milestones.length }),
    ...(lateCount ? [t('detail.milestones.late', { count: lateCount })] : []),
    t('detail.milestones.asOf', { date: day(detail.asOf) }),
  ];
  return (
    <section className="card milestones" aria-labelledby="milestones-title">
      <div className="milestones-head">
        <h2 id="milestones-title">{t('detail.milestones.title')}</h2>
        <span className="muted">{summary.join(' · ')}</span>
      </div>
      <ol className="timeline">
        {milestones.map((m, i) => {
          const state = stateOf(i, currentIndex);
          return (
            <li key={m.code} className={`timeline-event is-${state}${m.late ? ' is-late' : ''}`} aria-current={state === 'current' ? 'step' : undefined} data-code={m.code}>
              <span className="timeline-dot" aria-hidden="true" />
              <div className="timeline-body">
                <span className="timeline-label">
                  {t(`milestoneLabels.${m.label}`, { defaultValue: m.label })}
                  {state === 'current' && <span className="badge timeline-now">{t('detail.milestones.current')}</span>}
                </span>
                <span className="muted timeline-place">{m.place}</span>
                <DateLine m={m} day={day} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
