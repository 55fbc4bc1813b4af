import { ExploreGrid } from "../../features/menu/components/explore-grid";
import { useMenuOutlet } from "../../features/menu/hooks/use-menu-outlet";
import { useCloseOverlay } from "../../shared/hooks/use-close-overlay";
import { PanelDialog } from "../../shared/ui/panel-dialog";

/** …/exploremenu: the categories as a grid over the menu; choosing one shows it in the menu. */
export function ExploreMenuPage() {
  const { sections } = useMenuOutlet();
  const close = useCloseOverlay();
  return (
    <PanelDialog title="Explore the menu" onClose={() => close()}>
      <ExploreGrid sections={sections} onSelect={(id) => close({ scrollTo: id })} />
    </PanelDialog>
  );
}
