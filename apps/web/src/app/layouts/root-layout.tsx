import { Outlet, ScrollRestoration } from "react-router";
import { useDisableContextMenu } from "../../shared/hooks/use-disable-context-menu";
import { useOnline } from "../../shared/hooks/use-online";
import { themeStyle } from "../../shared/lib/theme";
import { OfflineScreen } from "../../shared/ui/offline-screen";
import { SessionProvider } from "../session-provider";

/**
 * The shell of every route: the default theme, the diner's session (and its sign-in sheet), no context menu, and
 * the no-internet screen while offline.
 * The app stays mounted (hidden) while offline so nothing is lost when the connection comes back.
 */
export function RootLayout() {
  useDisableContextMenu();
  const online = useOnline();
  return (
    <div style={themeStyle(null)}>
      <SessionProvider>
        {!online && <OfflineScreen />}
        <div hidden={!online} className="min-h-dvh">
          <Outlet />
        </div>
      </SessionProvider>
      <ScrollRestoration />
    </div>
  );
}
