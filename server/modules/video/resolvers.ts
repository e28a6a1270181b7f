import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import type { AppointmentView } from '../appointments';
import { LISTS_OWN_SESSIONS, staffCaller } from '../staff';
import { callOfParty } from './access';
import { checkStillSignedIn, videoCaller } from './caller';
import { appointmentCommunication } from './communicationStore';
import { sendCommunication } from './sendCommunication';
import { sendVideoSignal, videoSignalStream, type VideoSignal } from './signals';
import { todaysVideoSessions, type StaffVideoSessionView } from './staffVideoSessions';
import { joinCall } from './joinCall';
import { createTwilioToken } from './twilioToken';
import { whenPresent } from './whenPresent';
import type { VideoCallJoinView, VideoCommunicationView } from './views';

type Ctx = RequestContext;

export const videoResolvers: Resolvers = {
  Query: {
    videoCall: async (_: unknown, args, ctx: Ctx): Promise<VideoCallJoinView> =>
      joinCall(ctx.services, await videoCaller(ctx, 'videoCall'), args.appointmentId),
    staffVideoSessions: async (_: unknown, _args: unknown, ctx: Ctx): Promise<StaffVideoSessionView[]> =>
      todaysVideoSessions(
        ctx.services.db,
        await staffCaller(ctx, 'staffVideoSessions', LISTS_OWN_SESSIONS),
        ctx.services.now(),
      ),
  },
  Mutation: {
    createTwilioToken: async (_: unknown, args, ctx: Ctx): Promise<string> =>
      createTwilioToken(ctx.services, await videoCaller(ctx, 'createTwilioToken'), args.appointmentId, args.roomSid),
    sendCommunication: async (_: unknown, args, ctx: Ctx): Promise<VideoCommunicationView> =>
      sendCommunication(ctx.services, await videoCaller(ctx, 'sendCommunication'), args.id, args.payload),
    sendVideoSignal: async (_: unknown, args, ctx: Ctx): Promise<boolean> =>
      sendVideoSignal(ctx.services, await videoCaller(ctx, 'sendVideoSignal'), args.appointmentId, {
        kind: args.kind,
        data: args.data,
      }),
  },
  Subscription: {
    videoSignals: {
      subscribe: async (_: unknown, args, ctx: Ctx): Promise<AsyncIterableIterator<VideoSignal>> =>
        videoSignalStream(ctx.services, await videoCaller(ctx, 'videoSignals'), args.appointmentId),
      // The token is checked again at every push: after logout a push carries the error, not the other side's signal.
      resolve: async (payload: VideoSignal, _args: unknown, ctx: Ctx): Promise<VideoSignal> => {
        await checkStillSignedIn(ctx, 'videoSignals', await videoCaller(ctx, 'videoSignals'));
        return payload;
      },
    },
    videoCommunicationChanged: {
      // Either party: the communication now (once there is one) and at every change.
      subscribe: async (_: unknown, args, ctx: Ctx): Promise<AsyncIterableIterator<VideoCommunicationView>> => {
        const { db } = ctx.services;
        const call = await callOfParty(db, await videoCaller(ctx, 'videoCommunicationChanged'), args.appointmentId);
        const changes = startWith<Topics['videoCommunicationChanged']>(
          { communicationId: '' },
          ctx.services.pubsub.subscribe('videoCommunicationChanged', call.appointment.id),
        );
        return whenPresent(changes, () => appointmentCommunication(db, call.appointment.id));
      },
      resolve: async (payload: VideoCommunicationView, _args: unknown, ctx: Ctx): Promise<VideoCommunicationView> => {
        await checkStillSignedIn(ctx, 'videoCommunicationChanged', await videoCaller(ctx, 'videoCommunicationChanged'));
        return payload;
      },
    },
  },
  Appointment: {
    // The patient's own appointment views only reach here; an in-person appointment has no call.
    communication: (
      parent: Pick<AppointmentView, 'id' | 'session'>,
      _args: unknown,
      ctx: Ctx,
    ): Promise<VideoCommunicationView | null> | null =>
      parent.session.participationMode === 'remote_presence_video_call'
        ? appointmentCommunication(ctx.services.db, parent.id)
        : null,
  },
};
