import type { CoreServices, Services } from './context';
import { createPresence } from './live/presenceOf';
import { createChatLive, createSendLimiter } from './modules/chat';
import { createUploadQuota } from './modules/blobs';
import { createRunUploadLimit } from './modules/runs';
import { createStaffSignInDelays } from './modules/staff';
import { createCardAttempts } from './sandbox/cardAttempts';
import { createSearchCache } from './modules/sessions';
import { sendFeedbackLink } from './modules/feedback';
import { recoverBeforeExpiry, recoverPayments } from './modules/payments';
import { markReportsPaid, publishReleasedReports } from './modules/reports';
import { P2P_WITHOUT_ICE, type VideoConfig } from './modules/video';

/**
 * Everything the resolvers and jobs use, built once: the plain dependencies the caller chose, and the live
 * state made from them (presence, chat live state, search cache, video settings, the server's limits). Nothing is set on it after.
 */
export function buildServices(core: CoreServices, video: VideoConfig = P2P_WITHOUT_ICE): Services {
  const presence = createPresence(core);
  const services: Services = {
    ...core,
    presence,
    video,
    chatLive: createChatLive(core, presence, () => services),
    searchCache: createSearchCache(core),
    limits: {
      chatSends: createSendLimiter(core.redis),
      uploads: createUploadQuota(core.redis),
      runUploads: createRunUploadLimit(core.redis),
      cardAttempts: createCardAttempts(core.redis),
      staffSignIn: createStaffSignInDelays(core),
    },
    hooks: {
      recoverBeforeExpiry,
      recoverPayments,
      appointmentFulfilled: sendFeedbackLink,
      releaseReportsOfPaidOrder: markReportsPaid,
      announceReleasedReports: publishReleasedReports,
    },
  };
  return services;
}

/** Server shutdown: the typing timers stop and this instance's presence holds go. */
export async function closeServices(services: Services): Promise<void> {
  services.chatLive.close();
  await services.presence.close();
}
