import type { OrderBill, OrderPaidBill } from '../../machines/orderView.machine';
import { readFragment, type FragmentOf } from './graphql/graphql';
import { OrderChargeFields, OrderMoneyFields } from './graphql/orderCharge';

/** What the patient's order view and the staff board read of an order's money: the same numbers on both sides. */
export interface OrderMoney {
  /** INV- and the order's number. */
  readonly invoiceIdentifier: string;
  /** What cash on delivery collects; null until priced and for admissions. */
  readonly cashCharge: OrderBill | null;
  /** What was paid and how; null until paid. */
  readonly paid: OrderPaidBill | null;
}

function billOf(masked: FragmentOf<typeof OrderChargeFields>): OrderBill {
  const bill = readFragment(OrderChargeFields, masked);
  return {
    items: bill.items.map((item) => ({
      description: item.description,
      category: item.category,
      amount: item.amount.value,
    })),
    total: bill.total.value,
    currency: bill.total.currency,
  };
}

export function orderMoneyOf(masked: FragmentOf<typeof OrderMoneyFields>): OrderMoney {
  const money = readFragment(OrderMoneyFields, masked);
  return {
    invoiceIdentifier: money.invoiceOrEncounterIdentifier,
    cashCharge: money.cashCharge === null ? null : billOf(money.cashCharge),
    paid:
      money.paid === null
        ? null
        : {
            ...billOf(money.paid.charge),
            method: money.paid.method,
            time: money.paid.time,
            cardNumber: money.paid.cardNumber ?? null,
          },
  };
}
