import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { type FeedbackTarget, type feedbackMachine } from '../../../../machines/feedback.machine';
import { feedbackActors } from '../api/feedbackActors';
import type { FeedbackActors } from '../api/feedbackPageActors';
import { Dialog } from '../../../ui/Dialog';
import { FeedbackForm } from '../feedback/FeedbackForm';
import { FEEDBACK_TEXT } from '../feedback/feedbackText';
import { openReviewLink } from '../feedback/reviewLink';
import { composeFeedback } from '../../../composition/feedback';

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;
const selectClosed = (snapshot: FeedbackSnapshot): boolean => snapshot.matches('closed');
const selectSnapshot = (snapshot: FeedbackSnapshot): FeedbackSnapshot => snapshot;

export interface FeedbackModalProps {
  readonly appointmentId: string;
  readonly target: FeedbackTarget;
  /** Component tests pass fakes; the GraphQL ones by default. */
  readonly actors?: FeedbackActors;
  readonly onClose: () => void;
}

/** The feedback modal on /view/appointment (spec 000 §4): a fulfilled visit without a rating asks for one. */
export function FeedbackModal({ appointmentId, target, actors, onClose }: FeedbackModalProps): React.JSX.Element {
  const client = useClient();
  const [logic] = useState(() => composeFeedback({ actors: actors ?? feedbackActors(client, appointmentId, target) }));
  const actor = useActorRef(logic, { input: { target } });
  // The form renders every state of the machine; the modal itself only needs to know when it closed.
  const state = useSelector(actor, selectSnapshot);
  useEffect(() => {
    const subscription = actor.on('feedback.reviewLink', (event) => openReviewLink(event.url));
    return () => subscription.unsubscribe();
  }, [actor]);
  const closed = useSelector(actor, selectClosed);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  return (
    // Focus on the dialog, not on score 1: a focused score's ring reads as a rating already chosen.
    <Dialog title={FEEDBACK_TEXT.title} onCancel={() => actor.send({ type: 'CLOSE' })} initialFocus="dialog">
      <p>{FEEDBACK_TEXT.visit(target.doctorName, target.organizationName)}</p>
      <FeedbackForm state={state} send={(event) => actor.send(event)} closable />
    </Dialog>
  );
}
