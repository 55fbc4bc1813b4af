import type { MenuData } from "@forkful/contracts/menu";
import { useOutletContext } from "react-router";
import type { MenuSection } from "../components/menu-sections";

/** What the menu page hands to the pages opened over it (item detail, explore). */
export interface MenuOutletContext {
  menu: MenuData;
  /** Every category, unfiltered. */
  sections: readonly MenuSection[];
}

export function useMenuOutlet(): MenuOutletContext {
  return useOutletContext<MenuOutletContext>();
}
