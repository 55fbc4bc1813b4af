import { SkipLinkSlot } from "@forkful/ui/skip-link";
import { Outlet, ScrollRestoration, useMatches } from "react-router";
import { useDisableContextMenu } from "../../shared/hooks/use-disable-context-menu";
import { useOnline } from "../../shared/hooks/use-online";
import { themeStyle } from "../../shared/lib/theme";
import { OfflineBanner, OfflineScreen } from "../../shared/ui/offline-screen";
import { isReadableOffline } from "../offline-readable";
import { SessionProvider } from "../session-provider";
import { CurrentOrderBanner } from "./active-order-banner";

/**
 * The shell of every route: the page's skip links first, the default theme, the diner's session (and its sign-in sheet), no context menu, and
 * the no-internet screen while offline, except over an order's tracker or receipt, which stays readable under a banner.
 * The app stays mounted (hidden) while offline so nothing is lost when the connection comes back.
 */
export function RootLayout() {
  useDisableContextMenu();
  const online = useOnline();
  const readableOffline = useMatches().some((match) => isReadableOffline(match.handle));
  const hidden = !online && !readableOffline;
  return (
    <div style={themeStyle(null)}>
      <SkipLinkSlot />
      <SessionProvider>
        {hidden && <OfflineScreen />}
        {!online && readableOffline && <OfflineBanner />}
        <div hidden={hidden} className="min-h-dvh">
          <CurrentOrderBanner />
          <Outlet />
        </div>
      </SessionProvider>
      <ScrollRestoration />
    </div>
  );
}
