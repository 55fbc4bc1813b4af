import { useCurrentRestaurant } from "../../../../entities/restaurant/hooks/use-current-restaurant";
import { useSession } from "../../../../shared/hooks/use-session";
import { formatLocalDate } from "../../../../shared/lib/local-date";
import type { Checkout } from "../../hooks/use-checkout";
import { cartStore } from "../../stores/cart-store";
import { OrderTypeSwitch } from "../order-type-switch";
import { type AddressPicker, AddressSection } from "./address-section";
import { DetailsSection } from "./details-section";
import { NoteSection } from "./note-section";
import { TableDinerSection } from "./table-diner-section";
import { TableSection } from "./table-section";
import { WalletSection } from "./wallet-section";
import { WhenSection } from "./when-section";

/**
 * The checkout's questions: order type, who, when, where (address or table), a note and the wallet. The tip is asked
 * once, on the payment page beside the total and the Pay button (decision 018).
 */
export function CheckoutForm({ checkout, addressPicker }: { checkout: Checkout; addressPicker: AddressPicker }) {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const { state, totals, slots, shown, round, delivery } = checkout;
  const actions = cartStore.getState();
  const answer = totals.totals;
  const walletBalance = answer?.walletBalance ?? 0;
  const pickup = restaurant.orderTypes.find((type) => type.menuType === "pickup");
  const etaMinutes = state.currentOrderType === "delivery" ? restaurant.defaultDeliveryETA : restaurant.defaultPickUpETA;
  const event = state.isEventDate
    ? { name: state.eventName ?? "Event", date: formatLocalDate(state.eventDate ?? ""), slots: state.eventSlots, chosen: state.eventSlot }
    : null;

  const orderTypeSwitch = !state.tableId && !state.isEventDate && (
    <OrderTypeSwitch
      orderTypes={restaurant.orderTypes}
      value={state.currentOrderType}
      onChange={(type) => actions.setOrderType(type.menuType, type.id)}
    />
  );

  if (round) {
    return (
      <>
        {orderTypeSwitch}
        <TableDinerSection
          fullName={state.fullName}
          phone={state.phone}
          countryCode={state.countryCode}
          laterRound={state.tabOrderId !== null}
          errors={shown}
          onChange={actions.setGuestDetails}
        />
        <TableSection tableId={state.tableId} fixed={state.tableFromLink} error={shown.tableId} onChange={actions.setTable} />
        <NoteSection value={state.orderInstruction} onChange={actions.setOrderInstruction} />
      </>
    );
  }

  return (
    <>
      {orderTypeSwitch}
      <DetailsSection
        fullName={state.fullName}
        phone={state.phone}
        countryCode={state.countryCode}
        email={state.email}
        errors={shown}
        signedIn={session.kind !== "guest"}
        onChange={actions.setGuestDetails}
      />
      <WhenSection
        orderType={state.currentOrderType}
        timeZone={restaurant.timeZoneCd}
        etaMinutes={etaMinutes}
        slots={slots.data ?? null}
        slotsLoading={slots.isPending && !state.isEventDate}
        slotsError={slots.isError}
        orderTimeASAP={state.orderTimeASAP}
        selectedTimeSlot={state.selectedTimeSlot}
        event={event}
        error={shown.when}
        onAsap={actions.setAsap}
        onSlot={actions.setPickupTime}
        onEventSlot={actions.setEventSlot}
      />
      {state.currentOrderType === "delivery" && (
        <AddressSection
          address={state}
          picker={addressPicker}
          restaurant={{ lat: restaurant.lat, lng: restaurant.lng, title: restaurant.branchName }}
          area={restaurant.deliverySettings.deliveryArea.kind === "polygon" ? restaurant.deliverySettings.deliveryArea.points : undefined}
          verdict={delivery.verdict}
          areaCheck={delivery.areaCheck}
          errors={shown}
          onChange={actions.setAddress}
          onInstruction={actions.setDeliveryInstruction}
          onSwitchToPickup={pickup ? () => actions.setOrderType(pickup.menuType, pickup.id) : undefined}
        />
      )}
      {state.currentOrderType === "dinein" && (
        <TableSection tableId={state.tableId} fixed={state.tableFromLink} error={shown.tableId} onChange={actions.setTable} />
      )}
      <NoteSection value={state.orderInstruction} onChange={actions.setOrderInstruction} />
      {walletBalance > 0 && answer && (
        <WalletSection
          currency={answer.currency}
          balance={walletBalance}
          maxUsable={Math.min(walletBalance, answer.totals.total + answer.totals.walletRedeemed)}
          on={state.availWalletAmount}
          amount={state.redeemedWalletAmt}
          onChange={actions.setWallet}
        />
      )}
    </>
  );
}
