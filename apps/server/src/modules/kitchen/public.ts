/** The kitchen: no other module uses it (the module wires itself in kitchen.module.ts; its calls are its own routes). */
export type { KitchenDeps } from "./kitchen-deps";
