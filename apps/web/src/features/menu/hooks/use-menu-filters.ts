import type { Diet, MenuData } from "@forkful/contracts/menu";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { buildMenuSections } from "../components/menu-sections";

/** The menu's search (debounced) and diet filters, the sections they leave, and every section unfiltered. */
export function useMenuFilters(data: MenuData | undefined) {
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search, 250);
  const [diets, setDiets] = useState<Diet[]>([]);
  const sections = useMemo(() => (data ? buildMenuSections(data, { search: debouncedSearch, diets }) : []), [data, debouncedSearch, diets]);
  const allSections = useMemo(() => (data ? buildMenuSections(data, { search: "", diets: [] }) : []), [data]);
  const clear = () => {
    setSearch("");
    setDiets([]);
  };
  return { search, setSearch, diets, setDiets, sections, allSections, clear };
}
