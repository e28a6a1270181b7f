import type { RequestContext } from '../../context';
import type { OrderCodeView, ServiceRequestView } from '../orders';
import { orderReportSummary } from './orderSummaryStatus';
import { parametersOfEntry, type TestParameterView } from './testParameters';

/** The issue 17 fields of the orders' types (OrderCode.parameters, ServiceRequest.reportSummaryStatus). */
export const reportOrderFields = {
  // A procedure (no result option) has no parameters; a test without rows is its own one.
  parameters: async (code: OrderCodeView, _: unknown, ctx: RequestContext): Promise<TestParameterView[]> =>
    code.resultOption === null ? [] : parametersOfEntry(ctx.services.db, code),
  reportSummaryStatus: (order: ServiceRequestView, _: unknown, ctx: RequestContext): Promise<string | null> =>
    orderReportSummary(ctx.services.db, order),
};
