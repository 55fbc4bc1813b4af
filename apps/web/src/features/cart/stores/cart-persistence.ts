/**
 * Reading a cart back from local storage: whatever was stored is checked field by field, so a cart written by an
 * older version (or edited by hand) can never break the app. A field of the wrong type keeps its default; lines
 * that do not read as cart lines are dropped; fields a cart no longer keeps (an older cart's checkout answers) are
 * left out.
 */
import { z } from "zod";
import { MAX_CART_QUANTITY } from "./cart-lines";
import { type CartState, initialCartState } from "./cart-state";

const optionSchema = z.object({
  modifierOptionId: z.number().int().positive(),
  optionName: z.string(),
  price: z.number().int(),
  quantity: z.number().int().min(1),
  modifier: z.string(),
  modifierId: z.number().int(),
  typeId: z.string(),
});

const lineSchema = z.object({
  lineId: z.string().min(1),
  itemId: z.number().int().positive(),
  itemName: z.string(),
  slug: z.string(),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  price: z.number().int(),
  subTotal: z.number().int(),
  options: z.array(optionSchema),
  modifierIds: z.array(z.number().int()),
  comment: z.string().max(200),
  is_discount_applied: z.boolean(),
  offer_data: z.unknown(),
  offer_amount: z.number(),
  stockQuantity: z.number().int().nullable(),
  alertQuantity: z.number().int().nullable(),
});

const awaitingPaymentSchema = z.object({
  orderId: z.string().min(1),
  merchantType: z.string().min(1),
  locationSlug: z.string().min(1),
  tableId: z.string().nullable(),
  fingerprint: z.string(),
});

/** The fields of a stored cart that read correctly. */
export function readPersistedCart(persisted: unknown): Partial<CartState> {
  if (typeof persisted !== "object" || persisted === null) return {};
  const stored = persisted as Record<string, unknown>;
  const defaults = initialCartState() as unknown as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!(key in stored) || key === "items" || key === "customisation" || key === "awaitingPayment" || key === "cartId") continue;
    const value = stored[key];
    const fits =
      fallback === null
        ? value === null || typeof value !== "function"
        : Array.isArray(fallback)
          ? Array.isArray(value)
          : typeof value === typeof fallback;
    if (fits) result[key] = value;
  }
  // Its draft at checkout belongs to this id (a cart stored before carts had one keeps the id it was given now).
  if (typeof stored.cartId === "string" && stored.cartId) result.cartId = stored.cartId;
  const awaiting = awaitingPaymentSchema.safeParse(stored.awaitingPayment);
  if (awaiting.success) result.awaitingPayment = awaiting.data;
  if (Array.isArray(stored.items)) {
    const items = stored.items.flatMap((line) => {
      const parsed = lineSchema.safeParse(line);
      return parsed.success ? [{ ...parsed.data, subTotal: parsed.data.price * parsed.data.quantity }] : [];
    });
    result.items = items;
  }
  return result as Partial<CartState>;
}

/** Where the cart lives when the browser has no storage (private modes, tests): memory, for this page only. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}
