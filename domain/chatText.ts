/**
 * What the agent chat says, in English. The spec names the controls (Send, Complete chat, the thumbs, Start new
 * chat); the rest is ours (docs/decisions/0007-agent-chat.md). The patient's app words each of these from its
 * catalogue (`t('chat.send')`, i18n/po/<language>/chat.po, the same English): this object is the staff
 * console's wording, which stays in English, and the upload errors' own messages (src/lib/imageUpload.ts).
 */
export const AGENT_CHAT_TEXT = {
  send: 'Send',
  complete: 'Complete chat',
  startNew: 'Start new chat',
  happy: 'Happy',
  unhappy: 'Unhappy',
  backToAssistant: 'Back to the assistant',
  messageLabel: 'Message to the hospital',
  messagePlaceholder: 'Type your message',
  attachImage: 'Attach image',
  connecting: 'Connecting you with the hospital…',
  handover: 'I am handing you over to the hospital staff. Type your message below.',
  prepareFailed: 'Unable to start a chat with the hospital. Please try again.',
  retry: 'Try again',
  /** While nobody has picked the chat up. */
  waiting: (position: number) =>
    `Please wait, you will be connected to the next available staff member. You are number ${position} in the queue.`,
  /** While no staff member of the hospital is online. */
  noStaffOnline:
    'No staff member is online right now. Your messages are kept and the hospital will answer when staff are back.',
  offline: 'You are offline. Your messages will be sent when you are back online.',
  staffTyping: (name: string) => `${name} is typing…`,
  patientTyping: 'The patient is typing…',
  completed: 'This chat is completed.',
  closedInError: 'This chat was closed before a staff member answered.',
  rateQuestion: 'How was your chat with the hospital?',
  rated: 'Thank you for your feedback!',
  uploading: 'Uploading image',
  uploadFailed: 'Upload failed',
  /** Our wording: the hourly upload limit (UPLOADS_PER_HOUR) is reached. */
  uploadLimit: 'You have sent many images in the last hour. Please try again later.',
  imageOnly: 'Please choose an image.',
  /** Complete chat asks first (our wording: the spec gives no confirmation text). */
  confirmCompleteTitle: 'Are you sure?',
  confirmCompleteQuestion: 'Do you want to complete this chat? You will not be able to send more messages in it.',
  confirmComplete: 'Yes, complete chat',
  cancel: 'Cancel',
  /** Earlier chats with the hospital, above the current one. */
  showEarlier: 'Show earlier chats',
  loadingEarlier: 'Loading earlier chats…',
  earlierFailed: 'Your earlier chats could not be loaded.',
} as const;
