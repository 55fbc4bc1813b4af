/** Support requests: no other module uses them (the module wires itself in support.module.ts). */
export type { SupportDeps } from "./support-deps";
