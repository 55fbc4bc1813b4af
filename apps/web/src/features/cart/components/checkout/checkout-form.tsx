import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { useCurrentRestaurant } from "../../../../entities/restaurant/hooks/use-current-restaurant";
import { useSession } from "../../../../shared/hooks/use-session";
import { formatLocalDate } from "../../../../shared/lib/local-date";
import type { Checkout } from "../../hooks/use-checkout";
import { cartStore } from "../../stores/cart-store";
import type { CheckoutValues } from "../../stores/checkout-values";
import { OrderTypeSwitch } from "../order-type-switch";
import { type AddressPicker, AddressSection } from "./address-section";
import { DetailsSection } from "./details-section";
import { NoteSection } from "./note-section";
import { TableDinerSection } from "./table-diner-section";
import { TableSection } from "./table-section";
import { WalletSection } from "./wallet-section";
import { WhenSection } from "./when-section";

/**
 * The checkout's questions: order type, who, when, where (address or table), a note and the wallet. The answers are
 * the checkout form's; the order type and the table are the cart's. The tip is asked once, on the payment page beside
 * the total and the Pay button (decision 018).
 */
export function CheckoutForm({ checkout, addressPicker }: { checkout: Checkout; addressPicker: AddressPicker }) {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const { state, values, form, totals, slots, shown, round, delivery } = checkout;
  const cart = cartStore.getState();
  const answer = (changes: Partial<CheckoutValues>) => {
    for (const [name, value] of Object.entries(changes)) form.setValue(name as keyof CheckoutValues, value as never, { shouldDirty: true });
  };
  const totalsAnswer = totals.totals;
  const walletBalance = totalsAnswer?.walletBalance ?? 0;
  const pickup = restaurant.orderTypes.find((type) => type.menuType === "pickup");
  const etaMinutes = state.currentOrderType === "delivery" ? restaurant.defaultDeliveryETA : restaurant.defaultPickUpETA;
  const eventSlot = state.eventSlots.find((slot) => slot.id === values.eventSlotId) ?? null;
  const event = state.isEventDate
    ? { name: state.eventName ?? "Event", date: formatLocalDate(state.eventDate ?? ""), slots: state.eventSlots, chosen: eventSlot }
    : null;
  const note = (
    <NoteSection value={values.orderInstruction} onChange={(text) => answer({ orderInstruction: text.slice(0, NOTE_LIMITS.orderNote) })} />
  );
  const table = <TableSection tableId={state.tableId} fixed={state.tableFromLink} error={shown.tableId} onChange={cart.setTable} />;

  const orderTypeSwitch = !state.tableId && !state.isEventDate && (
    <OrderTypeSwitch
      orderTypes={restaurant.orderTypes}
      value={state.currentOrderType}
      onChange={(type) => cart.setOrderType(type.menuType, type.id)}
    />
  );

  if (round) {
    return (
      <>
        {orderTypeSwitch}
        <TableDinerSection
          fullName={values.fullName}
          phone={values.phone}
          countryCode={values.countryCode}
          laterRound={state.tabOrderId !== null}
          errors={shown}
          onChange={answer}
        />
        {table}
        {note}
      </>
    );
  }

  return (
    <>
      {orderTypeSwitch}
      <DetailsSection
        fullName={values.fullName}
        phone={values.phone}
        countryCode={values.countryCode}
        email={values.email}
        errors={shown}
        signedIn={session.kind !== "guest"}
        onChange={answer}
      />
      <WhenSection
        orderType={state.currentOrderType}
        timeZone={restaurant.timeZoneCd}
        etaMinutes={etaMinutes}
        slots={slots.data ?? null}
        slotsLoading={slots.isPending && !state.isEventDate}
        slotsError={slots.isError}
        orderTimeASAP={values.orderTimeASAP}
        selectedTimeSlot={values.selectedTimeSlot}
        event={event}
        error={shown.when}
        onAsap={() => answer({ orderTimeASAP: true, selectedTimeSlot: null })}
        onSlot={(slot) => answer({ orderTimeASAP: false, selectedTimeSlot: slot })}
        onEventSlot={(slotId) => answer({ eventSlotId: slotId })}
      />
      {state.currentOrderType === "delivery" && (
        <AddressSection
          address={values}
          picker={addressPicker}
          restaurant={{ lat: restaurant.lat, lng: restaurant.lng, title: restaurant.branchName }}
          area={restaurant.deliverySettings.deliveryArea.kind === "polygon" ? restaurant.deliverySettings.deliveryArea.points : undefined}
          verdict={delivery.verdict}
          areaCheck={delivery.areaCheck}
          errors={shown}
          onChange={answer}
          onInstruction={(text) => answer({ deliveryInstruction: text.slice(0, NOTE_LIMITS.orderNote) })}
          onSwitchToPickup={pickup ? () => cart.setOrderType(pickup.menuType, pickup.id) : undefined}
        />
      )}
      {state.currentOrderType === "dinein" && table}
      {note}
      {walletBalance > 0 && totalsAnswer && (
        <WalletSection
          currency={totalsAnswer.currency}
          balance={walletBalance}
          maxUsable={Math.min(walletBalance, totalsAnswer.totals.total + totalsAnswer.totals.walletRedeemed)}
          on={values.availWalletAmount}
          amount={values.redeemedWalletAmt}
          onChange={(on, amount) =>
            answer({ availWalletAmount: on, redeemedWalletAmt: on ? Math.max(0, Math.round(amount ?? values.redeemedWalletAmt)) : 0 })
          }
        />
      )}
    </>
  );
}
