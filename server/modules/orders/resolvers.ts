import type { RequestContext } from '../../context';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { startWith, type Topics } from '../../pubsub';
import { accountOfToken } from '../auth';
import { type DocumentReferenceView, orderDocuments } from '../documents';
import { categoryPaymentRequired } from './categoryFeature';
import type { OrganizationView } from '../organizations';
import type { PatientView } from '../profiles';
import { staffCaller, staffCallerNow } from '../staff';
import { hospitalCatalogue, type OrderCodeView } from './catalogue';
import { createServiceRequest } from './createServiceRequest';
import { orderOrganization, orderPatient } from './linked';
import { cashCharge, chargedOrderOf, type OrderChargeView } from './orderCharges';
import { orderPaid, type OrderPaidView } from './orderPaid';
import { accountsOrder, hospitalsOrder } from './orderAccess';
import { serviceRequestView, type OrderRow, type ServiceRequestView } from './orderView';
import { patchServiceRequest } from './patchServiceRequest';
import { queryServiceRequests } from './queryServiceRequest';
import { staffCancelOrder, staffMoveOrder, staffReplyOrder } from './staffOrderActions';
import { staffRecordCashPayment } from './recordCashPayment';
import { hospitalOrders, staffOrderView, type StaffOrderView } from './staffOrders';
import { updateOrderExtension } from './updateExtension';

const currencyOf = (ctx: RequestContext): string => ctx.services.tenant.payment.currency;

async function asStaffOrder(ctx: RequestContext, row: Promise<OrderRow>): Promise<StaffOrderView> {
  return staffOrderView(ctx.services.db, await row, currencyOf(ctx));
}

/**
 * Orders (spec 001 §3–§7): patients create and follow their own patients' orders; hospital staff see and move
 * their own hospital's. Every operation checks ownership first (ARO-E1040 for patients, ARO-E1014 for staff).
 */
export const orderResolvers: Resolvers = {
  StaffOrder: {
    paymentRequired: (view: StaffOrderView, _: unknown, ctx: RequestContext): boolean =>
      categoryPaymentRequired(ctx.services.tenant, view.order.category),
  },
  ServiceRequest: {
    patient: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<PatientView> =>
      orderPatient(ctx.services.db, order.patientId),
    organization: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<OrganizationView> =>
      orderOrganization(ctx.services.db, order.organizationId),
    documents: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<DocumentReferenceView[]> =>
      orderDocuments(ctx.services.db, order.id),
    cashCharge: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<OrderChargeView | null> =>
      cashCharge(ctx.services.db, ctx.services.tenant, chargedOrderOf(order)),
    paid: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<OrderPaidView | null> =>
      orderPaid(ctx.services.db, ctx.services.tenant, chargedOrderOf(order)),
  },
  Query: {
    queryServiceRequest: async (_: unknown, args, ctx: RequestContext): Promise<ServiceRequestView[]> =>
      queryServiceRequests(ctx.services.db, await ctx.callerAccountId(), currencyOf(ctx), args.filter),
    queryDiagnosticReportCode: (_: unknown, args, ctx: RequestContext): Promise<OrderCodeView[]> =>
      hospitalCatalogue(ctx.services.db, args.organizationId, 'test', currencyOf(ctx)),
    queryProcedureCode: (_: unknown, args, ctx: RequestContext): Promise<OrderCodeView[]> =>
      hospitalCatalogue(ctx.services.db, args.organizationId, 'procedure', currencyOf(ctx)),
    staffOrders: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView[]> =>
      hospitalOrders(
        ctx.services.db,
        (await staffCaller(ctx, 'staffOrders')).organizationId,
        currencyOf(ctx),
        args.categories,
      ),
    staffOrder: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView> =>
      asStaffOrder(ctx, hospitalsOrder(ctx.services.db, await staffCaller(ctx, 'staffOrder'), args.id)),
  },
  Mutation: {
    createServiceRequest: async (_: unknown, args, ctx: RequestContext): Promise<ServiceRequestView> =>
      createServiceRequest(ctx.services, await ctx.callerAccountId(), args.input),
    patchServiceRequest: async (_: unknown, args, ctx: RequestContext): Promise<ServiceRequestView> =>
      patchServiceRequest(ctx.services, await ctx.callerAccountId(), args.id, args.patch),
    updateExtensionOfServiceRequest: async (_: unknown, args, ctx: RequestContext): Promise<ServiceRequestView> =>
      updateOrderExtension(ctx.services, await ctx.callerAccountId(), args.id, args.extension),
    staffReplyOrder: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView> =>
      asStaffOrder(
        ctx,
        staffReplyOrder(ctx.services, await staffCaller(ctx, 'staffReplyOrder'), args.id, args.note, args.amount),
      ),
    staffMoveOrder: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView> =>
      asStaffOrder(ctx, staffMoveOrder(ctx.services, await staffCaller(ctx, 'staffMoveOrder'), args.id, args.to)),
    staffCancelOrder: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView> =>
      asStaffOrder(
        ctx,
        staffCancelOrder(ctx.services, await staffCaller(ctx, 'staffCancelOrder'), args.id, args.reason),
      ),
    staffRecordCashPayment: async (_: unknown, args, ctx: RequestContext): Promise<StaffOrderView> =>
      asStaffOrder(
        ctx,
        staffRecordCashPayment(ctx.services, await staffCaller(ctx, 'staffRecordCashPayment'), args.id),
      ),
  },
  Subscription: {
    serviceRequestChanged: {
      // Ownership is checked before listening: another account's order is ARO-E1040, not a silent stream.
      subscribe: async (
        _: unknown,
        args,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['serviceRequestChanged']>> => {
        const order = await accountsOrder(ctx.services.db, await ctx.callerAccountId(), args.id);
        return startWith(
          { serviceRequestId: order.id },
          ctx.services.pubsub.subscribe('serviceRequestChanged', order.id),
        );
      },
      // The token is checked again at every push: after logout a push carries the error, not the order.
      resolve: async (
        payload: Topics['serviceRequestChanged'],
        _args: unknown,
        ctx: RequestContext,
      ): Promise<ServiceRequestView> => {
        const accountId = await accountOfToken(ctx.services.db, ctx.accessToken, ctx.services.now());
        return serviceRequestView(
          await accountsOrder(ctx.services.db, accountId, payload.serviceRequestId),
          currencyOf(ctx),
        );
      },
    },
    serviceRequestsChanged: {
      subscribe: async (
        _: unknown,
        _args: unknown,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['serviceRequestsChanged']>> =>
        ctx.services.pubsub.subscribe('serviceRequestsChanged', await ctx.callerAccountId()),
      resolve: async (
        payload: Topics['serviceRequestsChanged'],
        _args: unknown,
        ctx: RequestContext,
      ): Promise<ServiceRequestView> => {
        const accountId = await accountOfToken(ctx.services.db, ctx.accessToken, ctx.services.now());
        return serviceRequestView(
          await accountsOrder(ctx.services.db, accountId, payload.serviceRequestId),
          currencyOf(ctx),
        );
      },
    },
    staffOrdersChanged: {
      // The hospital's board now, then again whenever one of its orders changes.
      subscribe: async (
        _: unknown,
        _args: unknown,
        ctx: RequestContext,
      ): Promise<AsyncIterableIterator<Topics['staffOrdersChanged']>> => {
        const { organizationId } = await staffCaller(ctx, 'staffOrdersChanged');
        return startWith({ serviceRequestId: '' }, ctx.services.pubsub.subscribe('staffOrdersChanged', organizationId));
      },
      resolve: async (
        _payload: Topics['staffOrdersChanged'],
        _args: unknown,
        ctx: RequestContext,
      ): Promise<StaffOrderView[]> => {
        const staff = await staffCallerNow(ctx, 'staffOrdersChanged');
        return hospitalOrders(ctx.services.db, staff.organizationId, currencyOf(ctx));
      },
    },
  },
};
