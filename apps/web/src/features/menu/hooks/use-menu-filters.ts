import type { Diet, MenuData } from "@forkful/contracts/menu";
import type { PopularDish } from "@forkful/contracts/popular-dishes";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { buildMenuSections } from "../components/menu-sections";
import { popularSection } from "../components/popular-section";

const NONE: readonly PopularDish[] = [];

/**
 * The menu's search (debounced) and diet filters, the sections they leave (the Popular dishes first, when there are
 * enough), and every category unfiltered.
 */
export function useMenuFilters(data: MenuData | undefined, popular: readonly PopularDish[] = NONE) {
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search, 250);
  const [diets, setDiets] = useState<Diet[]>([]);
  const sections = useMemo(() => {
    if (!data) return [];
    const filter = { search: debouncedSearch, diets };
    const top = popularSection(data, popular, filter);
    const categories = buildMenuSections(data, filter);
    return top ? [top, ...categories] : categories;
  }, [data, popular, debouncedSearch, diets]);
  const allSections = useMemo(() => (data ? buildMenuSections(data, { search: "", diets: [] }) : []), [data]);
  const clear = () => {
    setSearch("");
    setDiets([]);
  };
  return { search, setSearch, diets, setDiets, sections, allSections, clear };
}
