// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export type { OrderCodeView } from './catalogue';
export { categoryPaymentRequired } from './categoryFeature';
export { orderOrganization, orderPatient } from './linked';
export { assertOwnPatient, hospitalsOrder } from './orderAccess';
export { orderChargeLinesOf } from './orderCharges';
export { updateOrderIf } from './orderUpdate';
export type { OrderRow, ServiceRequestView } from './orderView';
export { publishOrderChange, type OrderKeys } from './publishOrder';
export { orderResolvers } from './resolvers';
