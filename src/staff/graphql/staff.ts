import { graphql } from '../../lib/graphql/graphql';
import { StaffMemberFields } from '../../lib/staffLogin/staffSignIn.graphql';

/**
 * Documents of the staff console (src/staff/): the session board and the agent-chat inbox.
 * They run on the console's own urql client with the staff token, never on the patient's.
 */

// ---- Session board ----

export const StaffSessionFields = graphql(`
  fragment StaffSessionFields on StaffSession {
    session {
      id
      status
      startTime
      endTime
      locationName
      practitioner {
        id
        name
      }
      specialty {
        id
        display
      }
    }
    appointments {
      id
      tokenNo
      status
      appointmentPaymentStatus
      bookingType
      patientName
    }
  }
`);

export const StaffSessionsQuery = graphql(
  `
    query StaffSessions {
      staffSessions {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

export const StartSessionMutation = graphql(
  `
    mutation StartSession($sessionId: ID!) {
      startSession(sessionId: $sessionId) {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

export const CompleteSessionMutation = graphql(
  `
    mutation CompleteSession($sessionId: ID!) {
      completeSession(sessionId: $sessionId) {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

export const CancelSessionMutation = graphql(
  `
    mutation CancelSession($sessionId: ID!) {
      cancelSession(sessionId: $sessionId) {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

export const MarkAppointmentArrivedMutation = graphql(
  `
    mutation MarkAppointmentArrived($appointmentId: ID!) {
      markAppointmentArrived(appointmentId: $appointmentId) {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

export const MarkAppointmentFulfilledMutation = graphql(
  `
    mutation MarkAppointmentFulfilled($appointmentId: ID!) {
      markAppointmentFulfilled(appointmentId: $appointmentId) {
        ...StaffSessionFields
      }
    }
  `,
  [StaffSessionFields],
);

// ---- Agent chat inbox ----

export const StaffChatSummaryFields = graphql(`
  fragment StaffChatSummaryFields on StaffChatSummary {
    id
    status
    patientName
    mobileNo
    language
    staff {
      id
      displayName
    }
    queuedTime
    updatedTime
    unread
    lastMessage
    rating
  }
`);

/** Every field of a chat the conversation shows, without its messages. */
export const StaffChatFields = graphql(`
  fragment StaffChatFields on Chat {
    id
    status
    createdTime
    hospital {
      id
      orgName
    }
    sender
    patientName
    staff {
      id
      displayName
    }
    rating
    queuePosition
    staffOnline
    staffTyping
    patientTyping
    lastSeq
    patientDeliveredSeq
    staffDeliveredSeq
  }
`);

export const StaffChatMessageFields = graphql(`
  fragment StaffChatMessageFields on ChatMessage {
    id
    chatId
    seq
    author
    authorName
    authorRef
    payload
    createdTime
  }
`);

export const StaffChatQuery = graphql(
  `
    query StaffChat($id: ID!, $afterSeq: Int) {
      staffChat(id: $id, afterSeq: $afterSeq) {
        ...StaffChatFields
        messages {
          ...StaffChatMessageFields
        }
      }
    }
  `,
  [StaffChatFields, StaffChatMessageFields],
);

export const StaffColleaguesQuery = graphql(
  `
    query StaffColleagues {
      staffColleagues {
        ...StaffMemberFields
      }
    }
  `,
  [StaffMemberFields],
);

export const StaffPickUpChatMutation = graphql(
  `
    mutation StaffPickUpChat($id: ID!) {
      staffPickUpChat(id: $id) {
        ...StaffChatFields
      }
    }
  `,
  [StaffChatFields],
);

export const StaffTransferChatMutation = graphql(
  `
    mutation StaffTransferChat($id: ID!, $toStaffId: ID) {
      staffTransferChat(id: $id, toStaffId: $toStaffId) {
        ...StaffChatFields
      }
    }
  `,
  [StaffChatFields],
);

export const StaffSendChatMutation = graphql(
  `
    mutation StaffSendChat($input: SendChatInput!) {
      staffSendChat(input: $input) {
        ...StaffChatMessageFields
      }
    }
  `,
  [StaffChatMessageFields],
);

export const StaffCompleteChatMutation = graphql(
  `
    mutation StaffCompleteChat($id: ID!) {
      staffCompleteChat(id: $id) {
        ...StaffChatFields
      }
    }
  `,
  [StaffChatFields],
);

export const StaffMarkChatDeliveredMutation = graphql(
  `
    mutation StaffMarkChatDelivered($id: ID!, $seq: Int!) {
      staffMarkChatDelivered(id: $id, seq: $seq) {
        ...StaffChatSummaryFields
      }
    }
  `,
  [StaffChatSummaryFields],
);

export const StaffChatTypingMutation = graphql(`
  mutation StaffChatTyping($id: ID!, $typing: Boolean!) {
    staffChatTyping(id: $id, typing: $typing)
  }
`);

export const StaffChatsChangedSubscription = graphql(
  `
    subscription StaffChatsChanged {
      staffChatsChanged {
        ...StaffChatSummaryFields
      }
    }
  `,
  [StaffChatSummaryFields],
);

export const StaffChatChangedSubscription = graphql(
  `
    subscription StaffChatChanged($id: ID!) {
      chat(id: $id) {
        ...StaffChatFields
      }
    }
  `,
  [StaffChatFields],
);

export const StaffCommunicationSubscription = graphql(
  `
    subscription StaffCommunication($chatId: ID!, $afterSeq: Int) {
      communication(chatId: $chatId, afterSeq: $afterSeq) {
        ...StaffChatMessageFields
      }
    }
  `,
  [StaffChatMessageFields],
);

/**
 * What the patient did with the assistant before handing the chat over (issue 33): the recorded run's masked
 * transcript lines and its id, asked once when the chat opens (not with every update of the chat).
 */
export const StaffChatAssistantQuery = graphql(`
  query StaffChatAssistant($id: ID!) {
    staffChat(id: $id) {
      id
      assistantRunId
      assistantTranscript
    }
  }
`);
