import type { Milestone, ShipmentDetail } from '@portal/contracts/shipments';
import { delayText } from '@portal/contracts/rules/shipmentDelay';

function DateLine({ m }: { m: Milestone }) {
  const word = m.state === 'actual' ? 'Actual' : 'Estimated';
  return (
    <span className="milestone-dates">
      <span>
        <span className="muted">Planned</span> {m.planned}
      </span>
      <span>
        <span className="muted">{word}</span> <strong>{m.date}</strong>
      </span>
      {m.late ? (
        <span className="milestone-late">{delayText(m.delayDays)}</span>
      ) : m.delayDays !== 0 ? (
        <span className="muted">{delayText(m.delayDays)}</span>
      ) : null}
    </span>
  );
}

/**
 * The milestones as an ordered list: done events filled, the current one marked in words
 * ("Current position"), the ones to come hollow with their estimate. A late event says "Late"
 * next to its colour.
 */
export function MilestoneTimeline({ detail }: { detail: ShipmentDetail }) {
  const { milestones, currentIndex } = detail;
  const lateCount = milestones.filter((m) => m.late).length;
  return (
    <section className="card milestones" aria-labelledby="milestones-title">
      <div className="milestones-head">
        <h2 id="milestones-title">Milestones</h2>
        <span className="muted">
          {currentIndex + 1} of {milestones.length} done{lateCount ? ` · ${lateCount} late` : ''} · as of {detail.asOf}
        </span>
      </div>
      <ol className="timeline">
        {milestones.map((m, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={m.code} className={`timeline-event is-${state}${m.late ? ' is-late' : ''}`} aria-current={state === 'current' ? 'step' : undefined} data-code={m.code}>
              <span className="timeline-dot" aria-hidden="true" />
              <div className="timeline-body">
                <span className="timeline-label">
                  {m.label}
                  {state === 'current' && <span className="badge timeline-now">Current position</span>}
                </span>
                <span className="muted timeline-place">{m.place}</span>
                <DateLine m={m} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
