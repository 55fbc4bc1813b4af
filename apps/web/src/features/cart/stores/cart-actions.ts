import type { MenuType } from "@forkful/contracts/merchants";
import type { Totals } from "@forkful/contracts/order-totals";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import type { CountryCode } from "@forkful/contracts/phone";
import type { StoreApi } from "zustand/vanilla";
import type { Session } from "../../../shared/hooks/use-session";
import type { CartOption, NewCartItem } from "./cart-lines";
import type { AwaitingPayment, CartItemAvailability, CartOrigin, CartState, TimeSlot } from "./cart-state";

export type AddResult = "added" | "other-cart";

/** Who is signed in (or the guest's details): what the checkout prefills. */
export type DinerDetails = Pick<Session, "name" | "mobilePhone" | "email" | "guestUser">;

/** The cart's lines and where they come from. */
export interface CartLineActions {
  /** Marks the cart initialised (once; later calls change nothing). */
  initCart(): void;
  /** Adds an item from `origin`'s menu; refused ("other-cart") while the cart holds another restaurant's or menu's dishes. */
  addItem(item: NewCartItem, origin: CartOrigin): AddResult;
  /** Empties the cart and starts one for `origin` with its first item (the diner agreed to leave the other cart). */
  startNewCart(origin: CartOrigin, first: NewCartItem): void;
  /** Puts lines in a new cart for `origin` (reorder). */
  replaceItems(items: NewCartItem[], origin: CartOrigin): void;
  increment(lineId: string): void;
  decrement(lineId: string): void;
  setQuantity(lineId: string, quantity: number): void;
  removeItem(lineId: string): void;
  /** Removes every line and resets the tip, the instructions and any customisation. */
  clearCart(): void;
  saveComment(lineId: string, comment: string): void;
  startCustomisation(lineId: string): void;
  saveCustomisation(options: CartOption[], basePrice: number): void;
  finishCustomisation(): void;
  setAvailability(cartItems: CartItemAvailability[]): void;
  /**
   * At a table (the contactless cart) of the cart's restaurant (`locationId`), the order is a dine-in at that table:
   * `dineInTypeId` is the restaurant's dine-in order type.
   */
  seatAtTable(tableId: string, locationId: number, dineInTypeId: number | null): void;
  /** The tab the cart was for will take no more rounds: the next placement goes to the table's open tab, or a new one. */
  leaveTab(): void;
  /** The order is placed: the cart starts again. */
  orderPlaced(): void;
  /** The cart was placed as `order`, not yet paid: the cart and its key stay until it is paid. */
  awaitPayment(order: AwaitingPayment): void;
  /** `orderId` is paid (or to be paid at the restaurant): if the cart waited for it, the cart starts again. */
  orderPaid(orderId: string): void;
  /** `orderId` will never be paid (released, cancelled, or the cart changed): the cart stays, with a new key. */
  orderDropped(orderId: string): void;
  /** Back to a new cart (keeps the initialised flag). */
  reset(): void;
}

/** How, when and by whom the order is placed: the checkout's choices. */
export interface CartCheckoutActions {
  setOrderType(menuType: MenuType, orderTypeId: number | null): void;
  setAsap(): void;
  setPickupTime(slot: TimeSlot): void;
  setEventSlot(slotId: number): void;
  setOrderInstruction(text: string): void;
  setDeliveryInstruction(text: string): void;
  noTip(): void;
  setPercentTip(percent: number): void;
  setCustomTip(on: boolean): void;
  setCustomTipValue(text: string): void;
  setGuestDetails(details: Partial<{ fullName: string; phone: string; countryCode: CountryCode; email: string }>): void;
  setAddress(address: Partial<Pick<CartState, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails">>): void;
  /** The diner's table: typed, or from the link (`fromLink`). */
  setTable(tableId: string | null, fromLink?: boolean): void;
  setTotals(totals: Totals | null): void;
  /** Pay `amount` (minor units) of the order from the wallet, or stop using it. */
  setWallet(on: boolean, amount?: number): void;
  /** The key of this checkout attempt: made once, kept until the order is placed. */
  ensureIdempotencyKey(): string;
  /** Prefills who the order is for from the session where the diner has typed nothing yet (`local`: the restaurant's country code). */
  prefillDiner(diner: DinerDetails, local: CountryCode): void;
  /** ASAP is not possible (closed, past the cut-off): the first slot is chosen, unless a time already is. */
  requireScheduledTime(slots: { asapAvailable: boolean; slots: TimeSlot[] }): void;
  /** The wallet pays at most its balance and the total; signed out (no usable balance) it is not used. */
  fitWallet(signedIn: boolean, totals: TotalsAnswer | null): void;
}

export type CartActions = CartLineActions & CartCheckoutActions;
export type CartStoreState = CartState & CartActions;
export type CartStore = StoreApi<CartStoreState>;
export type SetCart = CartStore["setState"];
export type GetCart = CartStore["getState"];
