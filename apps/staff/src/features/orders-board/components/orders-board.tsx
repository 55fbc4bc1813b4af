import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { BOARD_COLUMNS, BOARD_LEAD_MINUTES, boardColumnOf } from "@forkful/contracts/staff-board";
import { roleMayMoveOrderTo } from "@forkful/contracts/staff-roles";
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useMemo, useState } from "react";
import { mayCall } from "../../../shared/api/staff-calls";
import { useNow } from "../../../shared/hooks/use-now";
import { useBoardOrders } from "../api/get-board-orders";
import { useGiveLateCredit } from "../api/give-late-credit";
import { useMoveOrder } from "../api/move-order";
import { useTakeCounterPayment } from "../api/take-counter-payment";
import { AcceptDialog } from "./accept-dialog";
import { BoardColumn } from "./board-column";
import { boardSections } from "./board-sections";
import { CancelDialog } from "./cancel-dialog";
import { CancelledNote } from "./cancelled-note";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrderStrip } from "./order-strip";
import { useChimeWhenDue } from "./use-chime-when-due";

type Asking = { kind: "accept" | "cancel" | "details"; order: Order } | null;

const NO_ANSWER = "We could not reach Forkful. Try again.";

/** The orders board of a staff member in `role`: it offers only the moves the server lets that role make. */
export function OrdersBoard({ role }: { role: StaffRole }) {
  const orders = useBoardOrders();
  const move = useMoveOrder();
  const takePayment = useTakeCounterPayment();
  const giveCredit = useGiveLateCredit();
  const now = useNow();
  const sections = useMemo(() => boardSections(orders.data ?? [], now), [orders.data, now]);
  const heldIds = useMemo(() => sections.later.map((order) => order.orderId), [sections]);
  const onBoardIds = useMemo(() => sections.open.map((order) => order.orderId), [sections]);
  useChimeWhenDue(heldIds, onBoardIds);
  const [asking, setAsking] = useState<Asking>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The order last cancelled here: it has left the board; its refund is followed below the board's alerts. */
  const [cancelled, setCancelled] = useState<Order | null>(null);

  async function send(run: () => Promise<{ ok: boolean; message?: string }>, after?: () => void) {
    setRefusal(null);
    try {
      const result = await run();
      if (result.ok) after?.();
      else setRefusal(result.message ?? NO_ANSWER);
    } catch {
      setRefusal(NO_ANSWER);
    }
  }

  const close = () => {
    setAsking(null);
    setRefusal(null);
  };

  if (orders.isPending) return <Spinner label="Loading orders" />;
  if (orders.isError) return <ErrorState message="The orders could not be loaded." onRetry={() => void orders.refetch()} />;

  const { open, awaitingPayment, later } = sections;
  const actions = {
    busy: move.isPending || takePayment.isPending || giveCredit.isPending,
    givesCredit: mayCall(role, "POST /staff/orders/{orderId}/late-credit"),
    onGiveCredit: (order: Order) => send(() => giveCredit.mutateAsync(order.orderId)),
    takesPayments: mayCall(role, "PUT /staff/orders/{orderId}/payment"),
    mayMoveTo: (status: number) => roleMayMoveOrderTo(role, status),
    onMove: (order: Order, to: number) =>
      to === OrderStatus.Accepted
        ? setAsking({ kind: "accept", order })
        : send(() => move.mutateAsync({ orderId: order.orderId, status: to })),
    onCancel: (order: Order) => setAsking({ kind: "cancel", order }),
    onDetails: (order: Order) => setAsking({ kind: "details", order }),
    onTakePayment: (order: Order) => send(() => takePayment.mutateAsync(order.orderId)),
  };

  return (
    <div className="flex flex-col gap-4">
      {refusal && !asking && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
      {cancelled && (
        <CancelledNote
          key={cancelled.orderId}
          orderId={cancelled.orderId}
          orderNumber={cancelled.orderNumber}
          onDetails={() => setAsking({ kind: "details", order: cancelled })}
          onDismiss={() => setCancelled(null)}
        />
      )}
      {awaitingPayment.length > 0 && (
        <OrderStrip
          title="Awaiting payment"
          note="not acceptable until the diner pays"
          orders={awaitingPayment}
          now={now}
          actions={actions}
        />
      )}
      {open.length === 0 ? (
        <EmptyState title="No open orders" body="New orders appear here as they come in, with a chime." />
      ) : (
        <div className="grid snap-x auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-3 overflow-x-auto pb-2">
          {BOARD_COLUMNS.map((column) => (
            <BoardColumn
              key={column.id}
              title={column.title}
              orders={open.filter((order) => boardColumnOf(order.status) === column.id)}
              now={now}
              actions={actions}
            />
          ))}
        </div>
      )}
      {later.length > 0 && (
        <OrderStrip
          title="Later"
          note={`scheduled and event orders come onto the board ${BOARD_LEAD_MINUTES} min before their time`}
          orders={later}
          now={now}
          actions={actions}
        />
      )}
      {asking?.kind === "details" && (
        <OrderDetailDialog
          orderId={asking.order.orderId}
          orderNumber={asking.order.orderNumber}
          takesPartPayments={mayCall(role, "PUT /staff/orders/{orderId}/splits/{splitId}/payment")}
          onClose={close}
        />
      )}
      {asking?.kind === "accept" && (
        <AcceptDialog
          orderNumber={asking.order.orderNumber}
          pending={move.isPending}
          refusal={refusal}
          onClose={close}
          onAccept={(prepMinutes) =>
            send(() => move.mutateAsync({ orderId: asking.order.orderId, status: OrderStatus.Accepted, prepMinutes }), close)
          }
        />
      )}
      {asking?.kind === "cancel" && (
        <CancelDialog
          orderNumber={asking.order.orderNumber}
          paid={asking.order.paymentStatus === OrderStatus.PaymentSuccess}
          pending={move.isPending}
          refusal={refusal}
          onClose={close}
          onCancel={(reason) =>
            send(
              () => move.mutateAsync({ orderId: asking.order.orderId, status: OrderStatus.CancelledByMerchant, reason }),
              () => {
                setCancelled(asking.order);
                close();
              },
            )
          }
        />
      )}
    </div>
  );
}
