import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../../../domain/days';
import { feedbackPageActors } from '../api/feedbackPageActors';
import { feedbackQueryOf } from '../../../lib/redirects';
import { FeedbackForm } from './FeedbackForm';
import { FEEDBACK_TEXT } from './feedbackText';
import { openReviewLink } from './reviewLink';
import '../../../config/hospitalTime';
import { composeFeedback } from '../../../composition/feedback';
import type { feedbackMachine } from '../../../../machines/feedback.machine';

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;
const selectTarget = (snapshot: FeedbackSnapshot): FeedbackSnapshot['context']['target'] => snapshot.context.target;
const selectSnapshot = (snapshot: FeedbackSnapshot): FeedbackSnapshot => snapshot;

/**
 * The public feedback page (spec 000 §1, §7): any url containing 'patient-feedback?' or 'pf?', signed in or
 * not, outside the chat and flat shells. It reads and posts /feedback with its own query string.
 */
export function PublicFeedbackScreen(): React.JSX.Element {
  const { pathname, search, hash } = useLocation();
  const [logic] = useState(() =>
    composeFeedback({ actors: feedbackPageActors(feedbackQueryOf(pathname + search + hash)) }),
  );
  const actor = useActorRef(logic, { input: { target: null } });
  // The heading reads only the target; the form renders every state of the machine.
  const target = useSelector(actor, selectTarget);
  const state = useSelector(actor, selectSnapshot);
  // The machine decides when (2 s after a 10); the page only knows how to open a link.
  useEffect(() => {
    const subscription = actor.on('feedback.reviewLink', (event) => openReviewLink(event.url));
    return () => subscription.unsubscribe();
  }, [actor]);
  return (
    <main className="page" aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="page__title">
        {FEEDBACK_TEXT.title}
      </h1>
      {target === null || target.organizationName === '' ? null : (
        <p>
          {FEEDBACK_TEXT.visit(target.doctorName, target.organizationName)}
          {target.start === '' ? null : `, ${formatDate(Date.parse(target.start))}`}
        </p>
      )}
      <FeedbackForm state={state} send={(event) => actor.send(event)} closable={false} />
    </main>
  );
}
