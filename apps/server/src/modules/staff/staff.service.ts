/** Staff sign in and move their own location's orders; kitchen staff may not cancel. */

import { ACCESS_TOKEN_TTL_MS } from "@forkful/contracts/auth";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { signAccessToken } from "../../lib/access-token";
import type { Clock } from "../../lib/clock";
import { ConflictError, ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import { verifyPassword } from "../../lib/password-hash";
import type { OrdersService } from "../orders/orders.service";
import type { StaffRepository } from "./staff.repository";

export interface StaffCaller {
  staffId: string;
  locationId: number;
  role: "manager" | "kitchen";
}

const MANAGER_ONLY: number[] = [OrderStatus.CancelledByMerchant];
/** Statuses only a diner may set. */
const CUSTOMER_ONLY: number[] = [OrderStatus.CancelledByCustomer, OrderStatus.Modified];

export interface StaffServiceDeps {
  repository: StaffRepository;
  orders: OrdersService;
  /** Records money taken at the counter on an order whose diner chose to pay there. */
  collectAtCounter(orderId: string, at: Date): Promise<boolean>;
  clock: Clock;
  secret: string;
}

export function createStaffService(deps: StaffServiceDeps) {
  return {
    async login(userName: string, password: string) {
      const row = await deps.repository.findByUserName(userName.trim());
      const valid = await verifyPassword(password, row?.passwordHash ?? null);
      if (!row || !valid) throw new UnauthorizedError("Invalid Username or Password");
      const now = deps.clock().getTime();
      const accessToken = signAccessToken(
        {
          sub: row.id,
          kind: "staff",
          loc: row.locationId,
          role: row.role,
          iat: Math.floor(now / 1000),
          exp: Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000),
        },
        deps.secret,
      );
      return { accessToken, staff: { id: row.id, name: row.fullName, role: row.role, locationId: row.locationId } };
    },

    orders(caller: StaffCaller, statuses: number[] | undefined): Promise<OrdersPage> {
      return deps.orders.listForLocation(caller.locationId, statuses);
    },

    async moveOrder(caller: StaffCaller, orderId: string, status: number): Promise<Order> {
      if (CUSTOMER_ONLY.includes(status)) throw new ForbiddenError("Only the diner can set this status");
      if (MANAGER_ONLY.includes(status) && caller.role !== "manager") throw new ForbiddenError("Only a manager can cancel an order");
      return deps.orders.moveStatus(orderId, status, `staff:${caller.staffId}`, (record) => {
        if (record.order.locationId !== caller.locationId) throw new ForbiddenError("This order belongs to another restaurant");
      });
    },

    /** The diner paid at the counter (POS): the payment at the location becomes collected (19). */
    async collectAtCounter(caller: StaffCaller, orderId: string): Promise<Order> {
      if (caller.role !== "manager") throw new ForbiddenError("Only a manager can take payments");
      const order = await deps.orders.getOrderForStaff(orderId);
      if (order.locationId !== caller.locationId) throw new ForbiddenError("This order belongs to another restaurant");
      if (!(await deps.collectAtCounter(orderId, deps.clock())))
        throw new ConflictError("This order has no payment waiting at the counter");
      return deps.orders.getOrderForStaff(orderId);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
