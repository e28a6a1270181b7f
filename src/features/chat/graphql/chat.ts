import { graphql } from '../../../lib/graphql/graphql';

// The patient's agent chat documents (src/features/chat/api/chatActors.ts). Pure: only the lazily loaded agent chat
// uses them, so they stay out of the chat home's first chunk.

/** What machines/agentChat.types.ts `ChatInfo` keeps of a chat. */
export const ChatFields = /* @__PURE__ */ graphql(`
  fragment ChatFields on Chat {
    id
    status
    hospital {
      id
      orgName
    }
    sender
    staff {
      id
      displayName
    }
    rating
    queuePosition
    staffOnline
    staffTyping
    lastSeq
    staffDeliveredSeq
    closedTime
  }
`);

/** A stored message; its payload is decoded with domain/chatPayload.ts. */
export const ChatMessageFields = /* @__PURE__ */ graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    chatId
    seq
    author
    authorName
    payload
    createdTime
  }
`);

export const PrepareChatMutation = /* @__PURE__ */ graphql(
  `
    mutation PrepareChat($hospitalId: ID!, $assistantRunId: ID, $assistantRunKey: String) {
      prepareChat(hospitalId: $hospitalId, assistantRunId: $assistantRunId, assistantRunKey: $assistantRunKey) {
        ...ChatFields
      }
    }
  `,
  [ChatFields],
);

export const QueryChatQuery = /* @__PURE__ */ graphql(
  `
    query QueryChat($id: ID!, $afterSeq: Int!) {
      queryChat(id: $id, afterSeq: $afterSeq) {
        ...ChatFields
        messages {
          ...ChatMessageFields
        }
      }
    }
  `,
  [ChatFields, ChatMessageFields],
);

export const SendChatMutation = /* @__PURE__ */ graphql(
  `
    mutation SendChat($input: SendChatInput!) {
      sendChat(input: $input) {
        ...ChatMessageFields
      }
    }
  `,
  [ChatMessageFields],
);

export const PatchChatMutation = /* @__PURE__ */ graphql(
  `
    mutation PatchChat($id: ID!, $patch: ChatPatch!) {
      patchChat(id: $id, patch: $patch) {
        ...ChatFields
      }
    }
  `,
  [ChatFields],
);

export const MarkChatDeliveredMutation = /* @__PURE__ */ graphql(
  `
    mutation MarkChatDelivered($id: ID!, $seq: Int!) {
      markChatDelivered(id: $id, seq: $seq) {
        ...ChatFields
      }
    }
  `,
  [ChatFields],
);

export const ChatTypingMutation = /* @__PURE__ */ graphql(`
  mutation ChatTyping($id: ID!, $typing: Boolean!) {
    chatTyping(id: $id, typing: $typing)
  }
`);

/** The chat now and on every change (status, queue place, staff presence, typing, delivery marks). */
export const ChatSubscription = /* @__PURE__ */ graphql(
  `
    subscription ChatChanged($id: ID!) {
      chat(id: $id) {
        ...ChatFields
      }
    }
  `,
  [ChatFields],
);

/** The stored messages after afterSeq, then each new one, in seq order. */
export const CommunicationSubscription = /* @__PURE__ */ graphql(
  `
    subscription Communication($chatId: ID!, $afterSeq: Int!) {
      communication(chatId: $chatId, afterSeq: $afterSeq) {
        ...ChatMessageFields
      }
    }
  `,
  [ChatMessageFields],
);

/** The patient's earlier (closed) chats with a hospital, newest first, a page at a time, each with its messages. */
export const ChatHistoryQuery = /* @__PURE__ */ graphql(
  `
    query ChatHistory($hospitalId: ID!, $before: String) {
      queryChatHistory(hospitalId: $hospitalId, before: $before) {
        chats {
          id
          status
          rating
          closedTime
          messages {
            ...ChatMessageFields
          }
        }
        nextBefore
      }
    }
  `,
  [ChatMessageFields],
);
