/** Short links: no other module uses them (the module wires itself in links.module.ts). */
export {};
