import type { SlotsAnswer } from "@forkful/contracts/cart-checks";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import type { CountryCode } from "@forkful/contracts/phone";
import { useEffect, useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import type { Session } from "../../../shared/hooks/use-session";
import { useZodForm, type ZodForm } from "../../../shared/hooks/use-zod-form";
import { type CheckoutErrors, type CheckoutSchemaContext, checkoutFormSchema } from "../lib/checkout-form";
import { fittedWallet, prefilledDiner, scheduledWhenClosed } from "../lib/checkout-reconcile";
import type { CartState } from "../stores/cart-state";
import { cartStore } from "../stores/cart-store";
import { checkoutDraftStore, draftOf } from "../stores/checkout-draft";
import type { CheckoutValues } from "../stores/checkout-values";

export type CheckoutForm = ZodForm<ReturnType<typeof checkoutFormSchema>>;

export interface CheckoutFormInput extends Omit<CheckoutSchemaContext, "cart" | "deliveryRefusal"> {
  cart: CartState;
  session: Session;
  restaurant: Pick<RestaurantDetail, "currency">;
  /** The restaurant's slots for the order type, once known. */
  slots: SlotsAnswer | undefined;
  /** The server's totals of the cart as it is now (null while a change is priced). */
  freshTotals: TotalsAnswer | null;
}

/** Sets answers the diner did not give (a prefill, a fitted amount), checked again if the form was already sent. */
function apply(form: CheckoutForm, changes: Partial<CheckoutValues>) {
  for (const [name, value] of Object.entries(changes)) form.setValue(name as keyof CheckoutValues, value as never, { shouldDirty: false });
}

/**
 * The checkout form (react-hook-form with the checkout's schema): it starts from the cart's draft and keeps it as the
 * diner answers, and follows the session, the slots and the totals. `context` is what the schema reads when the form
 * is checked (the cart, the request, a delivery refusal), as it is at the last render.
 */
export function useCheckoutForm({ cart, session, restaurant, slots, freshTotals, ...context }: CheckoutFormInput) {
  const [schemaContext] = useState<CheckoutSchemaContext>(() => ({ cart, ...context }));
  schemaContext.cart = cart;
  schemaContext.requestOf = context.requestOf;
  const schema = useMemo(() => checkoutFormSchema(schemaContext), [schemaContext]);
  const [defaults] = useState(() => draftOf(checkoutDraftStore.getState(), cart));
  const form = useZodForm(schema, defaults);
  const values = useWatch({ control: form.control }) as CheckoutValues;

  // The draft of this cart: read again when the cart starts again under the form, kept as the diner answers. A new
  // order type asks for its own time.
  const { cartId, currentOrderType } = cart;
  useEffect(() => {
    const owner = { cartId, currentOrderType };
    const draft = checkoutDraftStore.getState();
    if (draft.cartId !== cartId) form.reset(draftOf(draft, owner));
    else if (draft.orderType !== currentOrderType) form.setValue("selectedTimeSlot", null);
    const save = () => checkoutDraftStore.getState().save(owner, form.getValues());
    save();
    const watching = form.watch(save);
    return () => watching.unsubscribe();
  }, [form, cartId, currentOrderType]);

  const { name, mobilePhone, email, guestUser } = session;
  const local: CountryCode = restaurant.currency === "INR" ? "+91" : "+1";
  useEffect(() => {
    cartStore.getState().initCart();
    apply(form, prefilledDiner(form.getValues(), { name, mobilePhone, email, guestUser }, local));
  }, [form, name, mobilePhone, email, guestUser, local]);

  const eventOrder = cart.isEventDate;
  useEffect(() => {
    if (slots) apply(form, scheduledWhenClosed(form.getValues(), slots, eventOrder));
  }, [form, slots, eventOrder]);

  const signedIn = session.kind === "signedIn";
  useEffect(() => {
    apply(form, fittedWallet(form.getValues(), signedIn, freshTotals));
  }, [form, signedIn, freshTotals]);

  const formErrors = form.formState.errors;
  const errors: CheckoutErrors = Object.fromEntries(
    Object.entries(formErrors).map(([field, error]) => [field, (error as { message?: string } | undefined)?.message]),
  );
  return { form, values, errors, context: schemaContext };
}
