import { useQuery } from "@tanstack/react-query";
import { staffMenuQuery } from "../../../shared/api/staff-menu";

/** GET /staff/menu: the restaurant's categories and dishes, the things a manager routes to stations. */
export const useStationMenu = () => useQuery(staffMenuQuery());
