import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import { type StaffMemberView, staffCaller, staffCallerNow } from '../staff';
import { accessibleChat, patientActor, staffActor, type ChatActor } from './access';
import { chatHistory, type ChatHistoryPageView } from './chatHistory';
import { chatReader, checkStillSignedIn, type ChatSubscription } from './chatReader';
import { chatView, chatViewById, findChat } from './chatStore';
import { chatMessageStream, whenClosed } from './communication';
import { chatLiveOf } from './live';
import { patchChat } from './patchChat';
import { handOverOf, openChatOf, prepareChat } from './prepareChat';
import { reportTyping } from './reportTyping';
import { sendMessage } from './sendMessage';
import { chatSummary, colleagues, hospitalChats } from './staffChats';
import { completeChat, markDelivered, pickUpChat, transferChat } from './transitions';
import type { ChatMessageView, ChatView, StaffChatSummaryView } from './views';

type Ctx = RequestContext;

const patient = async (ctx: Ctx): Promise<ChatActor> => patientActor(await ctx.callerAccountId());
type StaffChatOperation =
  'staffChat' | 'staffSendChat' | 'staffCompleteChat' | 'staffMarkChatDelivered' | 'staffChatTyping';
const staff = async (ctx: Ctx, operation: StaffChatOperation): Promise<ChatActor> =>
  staffActor(await staffCaller(ctx, operation));

/** A chat the actor may read, as the schema shows it, with its messages after afterSeq. */
async function readChat(
  ctx: Ctx,
  actor: ChatActor,
  chatId: string,
  afterSeq: number | null | undefined,
): Promise<ChatView> {
  const chat = accessibleChat(await findChat(ctx.services.db, chatId), actor);
  return chatView(ctx.services, chat, afterSeq ?? 0);
}

/** The caller of a chat / communication subscription, when they may read the chat (either token). */
async function chatSubscriber(ctx: Ctx, operation: ChatSubscription, chatId: string): Promise<string> {
  const actor = await chatReader(ctx, operation);
  return accessibleChat(await findChat(ctx.services.db, chatId), actor).id;
}

/** At every push: the token still signs someone in (after logout or expiry the push carries the error). */
async function stillSignedIn(ctx: Ctx, operation: ChatSubscription): Promise<void> {
  await checkStillSignedIn(ctx, operation, await chatReader(ctx, operation));
}

export const chatResolvers: Resolvers = {
  Query: {
    queryChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      readChat(ctx, await patient(ctx), args.id, args.afterSeq),
    queryOpenChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView | null> => {
      const chat = await openChatOf(ctx.services.db, {
        accountId: await ctx.callerAccountId(),
        organizationId: args.hospitalId,
      });
      return chat === undefined ? null : chatView(ctx.services, chat);
    },
    // The caller's own account only: chatHistory reads by the caller's account id, never by an argument.
    queryChatHistory: async (_: unknown, args, ctx: Ctx): Promise<ChatHistoryPageView> =>
      chatHistory(ctx.services, await ctx.callerAccountId(), args),
    staffChats: async (_: unknown, _args: unknown, ctx: Ctx): Promise<StaffChatSummaryView[]> =>
      hospitalChats(ctx.services.db, (await staffCaller(ctx, 'staffChats')).organizationId, ctx.services.now()),
    staffChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      readChat(ctx, await staff(ctx, 'staffChat'), args.id, args.afterSeq),
    staffColleagues: async (_: unknown, _args: unknown, ctx: Ctx): Promise<StaffMemberView[]> =>
      colleagues(ctx.services.db, await staffCaller(ctx, 'staffColleagues')),
  },
  Mutation: {
    prepareChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      prepareChat(ctx.services, await ctx.callerAccountId(), args.hospitalId, handOverOf(args)),
    sendChat: async (_: unknown, args, ctx: Ctx): Promise<ChatMessageView> =>
      sendMessage(ctx.services, await patient(ctx), args.input),
    patchChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      patchChat(ctx.services, await ctx.callerAccountId(), args.id, args.patch),
    markChatDelivered: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      chatView(ctx.services, await markDelivered(ctx.services, await patient(ctx), args.id, args.seq)),
    chatTyping: async (_: unknown, args, ctx: Ctx): Promise<boolean> =>
      reportTyping(ctx.services, await patient(ctx), args.id, args.typing),

    staffPickUpChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      chatView(ctx.services, await pickUpChat(ctx.services, await staffCaller(ctx, 'staffPickUpChat'), args.id)),
    staffTransferChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      chatView(
        ctx.services,
        await transferChat(ctx.services, await staffCaller(ctx, 'staffTransferChat'), args.id, args.toStaffId ?? null),
      ),
    staffSendChat: async (_: unknown, args, ctx: Ctx): Promise<ChatMessageView> =>
      sendMessage(ctx.services, await staff(ctx, 'staffSendChat'), args.input),
    staffCompleteChat: async (_: unknown, args, ctx: Ctx): Promise<ChatView> =>
      chatView(ctx.services, await completeChat(ctx.services, await staff(ctx, 'staffCompleteChat'), args.id)),
    staffMarkChatDelivered: async (_: unknown, args, ctx: Ctx): Promise<StaffChatSummaryView> =>
      chatSummary(
        ctx.services.db,
        (await markDelivered(ctx.services, await staff(ctx, 'staffMarkChatDelivered'), args.id, args.seq)).id,
      ),
    staffChatTyping: async (_: unknown, args, ctx: Ctx): Promise<boolean> =>
      reportTyping(ctx.services, await staff(ctx, 'staffChatTyping'), args.id, args.typing),
  },
  Subscription: {
    chat: {
      // The patient who owns it or staff of its hospital; the chat now, then at every change.
      subscribe: async (_: unknown, args, ctx: Ctx): Promise<AsyncIterableIterator<Topics['chatChanged']>> => {
        const chatId = await chatSubscriber(ctx, 'chat', args.id);
        return startWith({ chatId }, ctx.services.pubsub.subscribe('chatChanged', chatId));
      },
      resolve: async (payload: Topics['chatChanged'], _args: unknown, ctx: Ctx): Promise<ChatView> => {
        await stillSignedIn(ctx, 'chat');
        return chatViewById(ctx.services, payload.chatId);
      },
    },
    communication: {
      // The stored messages after afterSeq, then each new one: in seq order, each once.
      subscribe: async (_: unknown, args, ctx: Ctx): Promise<AsyncIterableIterator<ChatMessageView>> =>
        chatMessageStream(
          ctx.services,
          await chatSubscriber(ctx, 'communication', args.chatId),
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an explicit null beats the default (GraphQL spec); codegen types defaulted args as present
          args.afterSeq ?? 0,
        ),
      resolve: async (payload: ChatMessageView, _args: unknown, ctx: Ctx): Promise<ChatMessageView> => {
        await stillSignedIn(ctx, 'communication');
        return payload;
      },
    },
    staffChatsChanged: {
      // An open list counts its staff member as online (staffOnline of the hospital's chats) until it closes.
      subscribe: async (
        _: unknown,
        _args: unknown,
        ctx: Ctx,
      ): Promise<AsyncIterableIterator<Topics['staffChatsChanged']>> => {
        const { organizationId } = await staffCaller(ctx, 'staffChatsChanged');
        const changes = startWith({ chatId: '' }, ctx.services.pubsub.subscribe('staffChatsChanged', organizationId));
        // Counted before the first list goes out; a failed join ends the subscription it would have counted.
        const leave = await chatLiveOf(ctx.services)
          .presence.join(organizationId)
          .catch(async (error: unknown) => {
            await changes.return?.();
            throw error;
          });
        return whenClosed(changes, leave);
      },
      resolve: async (
        _payload: Topics['staffChatsChanged'],
        _args: unknown,
        ctx: Ctx,
      ): Promise<StaffChatSummaryView[]> => {
        const { organizationId } = await staffCallerNow(ctx, 'staffChatsChanged');
        return hospitalChats(ctx.services.db, organizationId, ctx.services.now());
      },
    },
  },
};
