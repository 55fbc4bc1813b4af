/**
 * The sold-out steps of a service night (service-night.spec.ts): the kitchen marks a dish or one of its options sold
 * out ("86") and the diner's menu follows; an order still naming the option is refused as sold out.
 */
import { randomUUID } from "node:crypto";
import { ORDER_REFUSALS } from "@forkful/contracts/order-refusals";
import { expect, type Page } from "@playwright/test";
import { dinerPhone, type OrderTarget } from "../../web/e2e/support/orders";
import { CallRefused, encoded } from "../../web/e2e/support/tabs";
import { expectNoAxeViolations } from "./staff-console";

/** On the staff menu screen: the dish found by name, its card. */
async function findDish(staff: Page, dishName: string) {
  await staff.getByLabel("Find a dish or an option").fill(dishName);
  return staff.getByRole("article", { name: dishName, exact: true });
}

/** The phone's menu, searched for the dish: its card. */
async function dishOnMenu(phone: Page, menuPath: string, dishName: string) {
  await phone.goto(menuPath);
  await phone.getByRole("searchbox", { name: "Search the menu" }).fill(dishName);
  return phone.getByRole("main", { name: "Menu" }).getByRole("article").filter({ hasText: dishName }).first();
}

/**
 * The kitchen's tablet marks the dish sold out for today: the phone's menu shows it sold out with no way to add it;
 * turned back on at the desk, it is offered again.
 */
export async function dishSoldOutAndBack(kitchen: Page, desk: Page, phone: Page, target: OrderTarget): Promise<void> {
  const dishName = target.item.itemName;
  const menuPath = `/${target.restaurant.merchantType}/${target.restaurant.locationSlug}/menu/pickup`;
  await kitchen.getByRole("link", { name: "Menu" }).click();
  await expect(kitchen).toHaveURL(/\/staff\/menu$/);
  const card = await findDish(kitchen, dishName);
  await expectNoAxeViolations(kitchen, "menu availability");
  await card.getByRole("button", { name: `Mark ${dishName} sold out: Today` }).click();
  await expect(card.getByText(/^Sold out until/)).toBeVisible();
  const turnOn = card.getByRole("button", { name: `Turn ${dishName} back on` });
  expect((await turnOn.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const dish = await dishOnMenu(phone, menuPath, dishName);
  await expect(dish.getByText("Sold out")).toBeVisible();
  await expect(dish.getByRole("button", { name: /^Add/ })).toHaveCount(0);

  await desk.goto("/staff/menu");
  await (await findDish(desk, dishName)).getByRole("button", { name: `Turn ${dishName} back on` }).click();
  await expect(desk.getByRole("button", { name: `Mark ${dishName} sold out: Today` })).toBeVisible();
  const again = await dishOnMenu(phone, menuPath, dishName);
  await expect(again).toBeVisible();
  await expect(again.getByText("Sold out")).toHaveCount(0);
}

/**
 * The kitchen marks one of a dish's options sold out: it leaves the dish's choices on the phone, and an order that
 * still names it (a cart filled before) is refused as sold out; turned back on, the phone offers it again.
 */
export async function optionSoldOutAndBack(kitchen: Page, phone: Page, target: OrderTarget): Promise<void> {
  const dish = target.menu.menu.find((i) => i.stockQuantity === null && i.modifiers.some((m) => m.options.length > 1));
  expect(dish, "a dish of the restaurant with a choice of options").toBeTruthy();
  const modifier = dish!.modifiers.find((m) => m.options.length > 1)!;
  const option = modifier.options.find((o) => !o.isDefault) ?? modifier.options.at(-1)!;
  const { restaurant } = target;
  const dialog = phone.getByRole("dialog", { name: dish!.itemName });
  const kind = modifier.maxChoices === 1 ? "radio" : "checkbox";
  const offered = () => dialog.getByRole(kind, { name: new RegExp(`^${escapeRegExp(option.optionName)}`) });
  const dishPath = `/${restaurant.merchantType}/${restaurant.locationSlug}/menu/pickup/${dish!.slug}`;

  await phone.goto(dishPath);
  await expect(offered().first()).toBeVisible();

  const card = await findDish(kitchen, dish!.itemName);
  await card.getByRole("button", { name: /^Show \d+ options/ }).click();
  await card
    .getByRole("button", { name: `Mark ${option.optionName} sold out: Today` })
    .first()
    .click();
  await expect(card.getByRole("button", { name: `Turn ${option.optionName} back on` }).first()).toBeVisible();

  await phone.goto(dishPath);
  await expect(dialog.getByRole(kind).first()).toBeVisible();
  await expect(offered()).toHaveCount(0);
  const options = dish!.modifiers.flatMap((m) => {
    const chosen = m.modifierId === modifier.modifierId ? [option] : m.options.filter((o) => o.isDefault).slice(0, m.maxChoices);
    return chosen.map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 }));
  });
  const refusal = await encoded(phone.request, "/order/customer/createOrder", {
    idempotencyKey: randomUUID(),
    locationId: restaurant.id,
    orderType: "pickup",
    items: [{ itemId: dish!.itemId, quantity: 1, options }],
    fullName: "Olga Option",
    ...dinerPhoneFields(target),
    orderTimeASAP: target.slots.asapAvailable,
    ...(target.slots.asapAvailable ? {} : { scheduledAt: target.slots.slots[0]!.startsAt }),
  }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(CallRefused);
  expect((refusal as CallRefused).status).toBe(409);
  expect((refusal as CallRefused).answer).toMatchObject({
    code: "OPTION_SOLD_OUT",
    message: ORDER_REFUSALS.optionSoldOut(option.optionName, dish!.itemName),
  });

  await card
    .getByRole("button", { name: `Turn ${option.optionName} back on` })
    .first()
    .click();
  await expect(card.getByRole("button", { name: `Mark ${option.optionName} sold out: Today` }).first()).toBeVisible();
  await phone.reload();
  await expect(offered().first()).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const dinerPhoneFields = (target: OrderTarget) => {
  const mobile = dinerPhone(target.restaurant);
  return { phone: mobile.national, countryCode: mobile.countryCode };
};
