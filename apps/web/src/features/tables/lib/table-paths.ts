/** The paths of one table of a restaurant (spec §2). */
export function tablePathsOf(basePath: string, tableId: string) {
  return {
    tableside: `${basePath}/tableside/checkIn/${tableId}`,
    details: `${basePath}/checkin/table/${tableId}/details`,
    menu: `${basePath}/table/${tableId}/menu/dinein`,
  };
}
