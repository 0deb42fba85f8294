import { Link } from 'react-router-dom';
import type { RelatedList } from '@portal/contracts/reference';
import { useReferenceT, useReferenceWord } from '../../messages';

/** Lists the server names for a record: a group's members, a user's customers, … */
export function RelatedLists({ lists }: { lists: RelatedList[] }) {
  const t = useReferenceT();
  const word = useReferenceWord();
  if (lists.length === 0) return null;
  return (
    <div className="grid-2">
      {lists.map((list) => (
        <section key={list.title} className="card" aria-label={word(list.title)}>
          <h2>{word(list.title)}</h2>
          {list.items.length === 0 ? (
            <p className="muted">{t('record.none')}</p>
          ) : (
            <ul className="related-list">
              {list.items.map((item, i) => (
                <li key={`${item.label}-${i}`}>{item.to ? <Link to={item.to}>{item.label}</Link> : item.label}</li>
              ))}
            </ul>
          )}
          {list.more && (
            <p>
              <Link to={list.more.to}>{list.more.label}</Link>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
